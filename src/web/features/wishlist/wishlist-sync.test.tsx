import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MERGE_RETRY_DELAYS, useWishlist, WishlistProvider } from './wishlist-context';
import { unsyncedEntries, type WishlistEntry } from './wishlist-logic';

const sync = vi.hoisted(() => ({
  mergeAtSignIn: vi.fn(),
  saveOnServer: vi.fn(),
  removeOnServer: vi.fn(),
  reloadFromServer: vi.fn(),
}));
vi.mock('./wishlist-sync', () => sync);

const LOCAL_ID = '11111111-1111-4111-8111-111111111111';
const SERVER_ID = '22222222-2222-4222-8222-222222222222';
const entry = (id: string, extra: Partial<WishlistEntry> = {}): WishlistEntry => ({
  id,
  title: id === LOCAL_ID ? 'Local drill' : 'Server saw',
  price: 10,
  priceUnit: 'day',
  image: '',
  owner: 'Owner',
  distance: 'Near you',
  reason: 'missed',
  savedDate: 'Just now',
  ...extra,
});

function Probe() {
  const { items, toggle } = useWishlist();
  return (
    <div>
      <output>{items.map((item) => item.title).join(',')}</output>
      <button type="button" onClick={() => toggle({ ...entry(SERVER_ID), isAvailable: true })}>
        toggle
      </button>
    </div>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  for (const fn of Object.values(sync)) fn.mockReset();
});

describe('wishlist sync for a signed-in member', () => {
  it('merges what a guest saved at sign-in and shows the merged list', async () => {
    window.localStorage.setItem('wishlist', JSON.stringify([entry(LOCAL_ID)]));
    sync.mergeAtSignIn.mockResolvedValue([
      entry(SERVER_ID, { synced: true }),
      entry(LOCAL_ID, { synced: true }),
    ]);
    const { rerender } = render(
      <WishlistProvider userId={null}>
        <Probe />
      </WishlistProvider>,
    );
    expect(sync.mergeAtSignIn).not.toHaveBeenCalled();
    rerender(
      <WishlistProvider userId="user-1">
        <Probe />
      </WishlistProvider>,
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Server saw,Local drill'));
    expect(sync.mergeAtSignIn).toHaveBeenCalledTimes(1);
    expect(sync.mergeAtSignIn.mock.calls[0]![0].map((item: WishlistEntry) => item.id)).toEqual([LOCAL_ID]);
    // Signing out forgets the member's list on this device.
    rerender(
      <WishlistProvider userId={null}>
        <Probe />
      </WishlistProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('');
    expect(window.localStorage.getItem('wishlist')).toBe('[]');
  });

  it('a merge that does not get through (offline, a busy server) is tried again without a reload', async () => {
    window.localStorage.setItem('wishlist', JSON.stringify([entry(LOCAL_ID)]));
    sync.mergeAtSignIn
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue([entry(SERVER_ID, { synced: true }), entry(LOCAL_ID, { synced: true })]);
    render(
      <WishlistProvider userId="user-1">
        <Probe />
      </WishlistProvider>,
    );
    await waitFor(() => expect(sync.mergeAtSignIn).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status').textContent).toBe('Local drill');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Server saw,Local drill'), {
      timeout: MERGE_RETRY_DELAYS[0]! + 2_000,
    });
    expect(sync.mergeAtSignIn).toHaveBeenCalledTimes(2);
  });

  it('a merge the server refuses is not sent again', async () => {
    window.localStorage.setItem('wishlist', JSON.stringify([entry(LOCAL_ID)]));
    sync.mergeAtSignIn.mockRejectedValue({ status: 401 });
    render(
      <WishlistProvider userId="user-1">
        <Probe />
      </WishlistProvider>,
    );
    await waitFor(() => expect(sync.mergeAtSignIn).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, MERGE_RETRY_DELAYS[0]! + 200));
    expect(sync.mergeAtSignIn).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Local drill');
  });

  it('sends the heart to the server, and takes the server list back when that fails', async () => {
    sync.mergeAtSignIn.mockResolvedValue([]);
    sync.saveOnServer.mockRejectedValue(new Error('offline'));
    sync.reloadFromServer.mockResolvedValue([entry(LOCAL_ID, { synced: true })]);
    render(
      <WishlistProvider userId="user-1">
        <Probe />
      </WishlistProvider>,
    );
    await waitFor(() => expect(sync.mergeAtSignIn).toHaveBeenCalled());
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(sync.saveOnServer).toHaveBeenCalledWith(SERVER_ID));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Local drill'));
  });
});

describe('unsyncedEntries', () => {
  it('sends only listing ids saved while signed out, with a valid date and price', () => {
    expect(
      unsyncedEntries([
        entry(LOCAL_ID, { savedAt: '2026-01-02T03:04:05.000Z', savedPriceCents: 1500 }),
        entry(SERVER_ID, { synced: true }),
        entry('not-a-listing'),
        entry('33333333-3333-4333-8333-333333333333', { savedAt: 'yesterday', savedPriceCents: 0 }),
      ]),
    ).toEqual([
      { itemId: LOCAL_ID, savedAt: '2026-01-02T03:04:05.000Z', savedPriceCents: 1500 },
      { itemId: '33333333-3333-4333-8333-333333333333' },
    ]);
  });
});
