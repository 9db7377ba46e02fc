import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createMutationCache, createQueryCache, settled } from './mutation-errors';
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

  it('keeps the given words with a description, and uses the generic fallback when none is given', async () => {
    const queryClient = client();
    await fail(queryClient, new ApiError(500, 'internal', 'Internal error'), {
      errorToast: { title: 'Error', description: 'Failed to load analytics data' },
    });
    await fail(queryClient, new TypeError('Failed to fetch'), { errorToast: { title: 'Could not save' } });
    expect(vi.mocked(toast).mock.calls).toEqual([
      [{ title: 'Error', description: 'Failed to load analytics data', variant: 'error' }],
      [{ title: 'Could not save', description: 'Something went wrong', variant: 'error' }],
    ]);
  });
});

describe('words picked by the failure', () => {
  it('lets a function of the error choose the words, and null tell nothing', async () => {
    const queryClient = client();
    const errorToast = (error: unknown) =>
      error instanceof ApiError && error.code === 'aborted'
        ? null
        : error instanceof ApiError && error.status < 500
          ? { title: 'Login Failed', fallback: 'Please try again later.' }
          : { title: 'Something went wrong', description: 'Please try again later.' };
    await fail(queryClient, new ApiError(401, 'invalid_credentials', 'Invalid email or password'), {
      errorToast,
    });
    await fail(queryClient, new ApiError(0, 'aborted', 'Upload cancelled'), { errorToast });
    await fail(queryClient, new TypeError('Failed to fetch'), { errorToast });
    expect(vi.mocked(toast).mock.calls).toEqual([
      [{ title: 'Login Failed', description: 'Invalid email or password', variant: 'error' }],
      [{ title: 'Something went wrong', description: 'Please try again later.', variant: 'error' }],
    ]);
  });

  it('lets a caller await a mutation quietly: settled() resolves whether it failed or not', async () => {
    await expect(settled(Promise.reject(new Error('told already')))).resolves.toBeUndefined();
    await expect(settled(Promise.resolve(42))).resolves.toBeUndefined();
  });
});

describe('the query error path', () => {
  it('tells a failed fetch once, as its meta says, and nothing for a query without meta', async () => {
    const queryClient = new QueryClient({
      queryCache: createQueryCache(() => 'Something went wrong'),
      defaultOptions: { queries: { retry: false } },
    });
    const failing = () => Promise.reject(new ApiError(503, 'unavailable', 'Try again soon'));
    await queryClient
      .fetchQuery({ queryKey: ['told'], queryFn: failing, meta: { errorToast: { title: 'Could not load' } } })
      .catch(() => {});
    await queryClient.fetchQuery({ queryKey: ['silent'], queryFn: failing }).catch(() => {});
    expect(vi.mocked(toast).mock.calls).toEqual([
      [{ title: 'Could not load', description: 'Try again soon', variant: 'error' }],
    ]);
  });
});
