import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import type { OwnProfile } from './api';
import { EditProfileForm } from './edit-profile-form';

const profile: OwnProfile = {
  id: 'u1',
  email: 'ada@example.com',
  display_name: 'Ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  full_name: 'Ada Lovelace',
  username: null,
  phone: '',
  location: '',
  bio: '',
  avatar_url: null,
  avatar_thumb_url: null,
  created_at: '2025-01-15T12:00:00.000Z',
  stats: {
    rating: 0,
    review_count: 0,
    items_listed: 0,
    items_rented: 0,
    earnings_cents: 0,
    this_month: { items_listed: 0, items_rented: 0, earnings_cents: 0 },
  },
};

/** PATCH /api/profile answered by hand, so the test decides when (and how) a save ends. */
function stubSaves() {
  const pending: { body: Record<string, unknown>; answer: (response: Response) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          const url = input instanceof Request ? input.url : String(input);
          if (!url.endsWith('/api/profile')) throw new Error(`unexpected request ${url}`);
          pending.push({ body: JSON.parse(String(init?.body ?? '{}')), answer: resolve });
        }),
    ),
  );
  return pending;
}

async function renderForm() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback="loading">
        <EditProfileForm profile={profile} />
      </Suspense>
    </QueryClientProvider>,
  );
  await screen.findByLabelText('Bio');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// API errors are worded from the lazily loaded errors catalogue; fake timers cannot wait for it.
beforeAll(() => i18n.loadNamespaces('errors'));

describe('EditProfileForm autosave', () => {
  it('saves 1 s after the last edit: Saving..., then Saved for 2 s, then the Last saved time', async () => {
    const saves = stubSaves();
    await renderForm();
    vi.useFakeTimers();
    fireEvent.input(screen.getByLabelText('Location'), { target: { value: 'Portland, OR' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.input(screen.getByLabelText('Bio'), { target: { value: 'I lend <b>ladders</b>.' } });
    expect(screen.getByText('22/500 characters')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(saves).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(saves).toHaveLength(1);
    // Sanitised as the server would store it; email is never sent.
    expect(saves[0]!.body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '',
      location: 'Portland, OR',
      bio: 'I lend bladders/b.',
    });
    expect(screen.getByText('Saving...')).toBeTruthy();

    await act(async () => {
      saves[0]!.answer(Response.json({ ...profile, location: 'Portland, OR', bio: 'I lend bladders/b.' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(screen.getByText(/^Last saved /)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByText(/^Last saved /)).toBeTruthy();
  });

  it("shows the server's message for 3 s when a save fails", async () => {
    const saves = stubSaves();
    await renderForm();
    vi.useFakeTimers();
    fireEvent.input(screen.getByLabelText('Phone'), { target: { value: '+1 555 0100' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(async () => {
      saves[0]!.answer(
        Response.json(
          { error: { code: 'internal', message: 'Something went wrong. Please try again later.' } },
          {
            status: 500,
          },
        ),
      );
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Could not save: Something went wrong. Please try again later.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.queryByText(/^Could not save/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText(/^Could not save/)).toBeNull();
  });

  it('does not save an invalid bio; it shows the message instead', async () => {
    const saves = stubSaves();
    await renderForm();
    fireEvent.input(screen.getByLabelText('Bio'), { target: { value: 'b'.repeat(501) } });
    expect(await screen.findByText('Bio must be at most 500 characters')).toBeTruthy();
    expect(screen.getByText('501/500 characters')).toBeTruthy();
    vi.useFakeTimers();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(saves).toHaveLength(0);
  });
});
