import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createMutationCache } from './mutation-errors';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: vi.fn() }));

function client() {
  return new QueryClient({ mutationCache: createMutationCache(() => 'Something went wrong') });
}

async function fail(queryClient: QueryClient, error: unknown, meta?: Record<string, unknown>) {
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationFn: () => Promise.reject(error),
    meta,
  });
  await mutation.execute(undefined).catch(() => {});
}

beforeEach(() => vi.mocked(toast).mockClear());

describe('the mutation error path', () => {
  it("titles the toast per mutation and tells the server's message", async () => {
    await fail(client(), new ApiError(409, 'conflict', 'Those dates are taken'), {
      errorToast: { title: 'Could not cancel', fallback: 'Please try again' },
    });
    expect(toast).toHaveBeenCalledWith({
      title: 'Could not cancel',
      description: 'Those dates are taken',
      variant: 'error',
    });
  });

  it('uses the fallback for a failure without an API message (offline)', async () => {
    await fail(client(), new TypeError('Failed to fetch'), {
      errorToast: { title: 'Could not cancel', fallback: 'Please try again' },
    });
    expect(toast).toHaveBeenCalledWith({
      title: 'Could not cancel',
      description: 'Please try again',
      variant: 'error',
    });
  });

  it("shows the message alone with 'message', and the generic text when there is none", async () => {
    const queryClient = client();
    await fail(queryClient, new ApiError(404, 'not_found', 'Notification not found'), {
      errorToast: 'message',
    });
    await fail(queryClient, new Error('boom'), { errorToast: 'message' });
    expect(vi.mocked(toast).mock.calls).toEqual([
      [{ title: 'Notification not found', variant: 'error' }],
      [{ title: 'Something went wrong', variant: 'error' }],
    ]);
  });

  it('stays silent for a mutation that shows its failure itself', async () => {
    await fail(client(), new ApiError(400, 'invalid', 'Too short'));
    expect(toast).not.toHaveBeenCalled();
  });
});
