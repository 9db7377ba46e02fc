import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkItemAlerts } from '../alerts/testing';
import { shownNotifications } from '../notifications/testing';
import { bookAndPay, day, rentableItem, rentalDepsFor, sweepRentals } from '../rentals/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import type { WishlistCard } from './service';

let t: TestApp;
let owner: SignedIn;
let renter: SignedIn;
let saver: SignedIn;
let other: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAndSignIn(t, { email: 'owner@example.com', name: 'Olive Owner' });
  renter = await signUpAndSignIn(t, { email: 'renter@example.com', name: 'Rita Renter' });
  saver = await signUpAndSignIn(t, { email: 'saver@example.com', name: 'Sam Saver' });
  other = await signUpAndSignIn(t, { email: 'other@example.com' });
  admin = await signUpAndSignIn(t, { email: 'admin@example.com', admin: true });
}, 240_000);
afterAll(() => t.close());

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error;

async function wishlistOf(who: SignedIn): Promise<WishlistCard[]> {
  const res = await t.request('GET', '/api/wishlist', undefined, who.headers);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: WishlistCard[] }).items;
}

async function save(who: SignedIn, itemId: string) {
  const res = await t.request('PUT', `/api/wishlist/${itemId}`, undefined, who.headers);
  expect(res.status).toBe(200);
}

const subscribe = (who: SignedIn, itemId: string, kind: string) =>
  t.request('POST', `/api/wishlist/${itemId}/alerts`, { kind }, who.headers);

const setItem = async (itemId: string, body: Record<string, unknown>) => {
  const res = await t.request('PATCH', `/api/items/${itemId}`, body, owner.headers);
  expect(res.status).toBe(200);
};

const wishlistNotices = (who: SignedIn) => shownNotifications(t.database.db, who.userId, 'wishlist');

describe('a member wishlist', () => {
  it('is private: guests get 401, and each member only ever sees their own list', async () => {
    const item = await rentableItem(t, owner, admin, { title: 'Private drill' });
    await save(saver, item.id);
    expect((await t.request('GET', '/api/wishlist')).status).toBe(401);
    expect((await t.request('PUT', `/api/wishlist/${item.id}`)).status).toBe(401);
    expect((await wishlistOf(saver)).map((card) => card.itemId)).toContain(item.id);
    expect((await wishlistOf(other)).map((card) => card.itemId)).not.toContain(item.id);
    // Another member's remove or alert touches only their own (empty) list.
    await t.request('DELETE', `/api/wishlist/${item.id}`, undefined, other.headers);
    expect((await subscribe(other, item.id, 'price_drop')).status).toBe(404);
    expect((await wishlistOf(saver)).map((card) => card.itemId)).toContain(item.id);
  });

  it('shows the card facts: owner, price, real saved date, and missed for a bookable item', async () => {
    const item = await rentableItem(t, owner, admin, { title: 'Card saw', price: '30.00' });
    const before = Date.now();
    await save(saver, item.id);
    const card = (await wishlistOf(saver)).find((entry) => entry.itemId === item.id);
    expect(card).toMatchObject({
      title: 'Card saw',
      priceCents: 3000,
      savedPriceCents: 3000,
      ownerName: 'Olive Owner',
      reason: 'missed',
      bookable: true,
      availableFrom: null,
    });
    expect(Date.parse(card!.savedAt)).toBeGreaterThanOrEqual(before - 5000);
  });

  it('says expensive once the price rose since saving', async () => {
    const item = await rentableItem(t, owner, admin, { title: 'Rising sander', price: '20.00' });
    await save(saver, item.id);
    await setItem(item.id, { price: '24.00' });
    const card = (await wishlistOf(saver)).find((entry) => entry.itemId === item.id);
    expect(card).toMatchObject({ reason: 'expensive', priceCents: 2400, savedPriceCents: 2000 });
  });

  it('says unavailable with the next free date while the item is booked today', async () => {
    const item = await rentableItem(t, owner, admin, { title: 'Booked mixer' });
    await bookAndPay(t, renter, { itemId: item.id, rentalDays: 3, startDate: day(0) });
    await save(saver, item.id);
    const card = (await wishlistOf(saver)).find((entry) => entry.itemId === item.id);
    expect(card).toMatchObject({ reason: 'unavailable', bookable: false, availableFrom: day(3) });
  });

  it('refuses unknown items and bad ids with a message, never a 500', async () => {
    const unknown = await t.request(
      'PUT',
      '/api/wishlist/00000000-0000-4000-8000-000000000000',
      undefined,
      saver.headers,
    );
    expect(unknown.status).toBe(404);
    const bad = await t.request('PUT', '/api/wishlist/not-an-id', undefined, saver.headers);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Item not found');
    const item = await rentableItem(t, owner, admin, { title: 'Alert target' });
    await save(saver, item.id);
    const kind = await subscribe(saver, item.id, 'sometimes');
    expect(kind.status).toBe(400);
    expect((await errorOf(kind)).message).toBe('Unknown alert');
  });
});

describe('merging a guest wishlist at sign-in', () => {
  it('adds the local items once, keeps the server ones, and skips what is not live', async () => {
    const kept = await rentableItem(t, owner, admin, { title: 'Kept ladder' });
    const local = await rentableItem(t, owner, admin, { title: 'Local pressure washer', price: '40.00' });
    const pending = await t.request(
      'POST',
      '/api/items',
      {
        title: 'Unreviewed tent',
        price: '10.00',
        handoff: 'pickup',
        category: 'party-supplies',
        location: 'Austin, TX',
      },
      owner.headers,
    );
    const pendingId = ((await pending.json()) as { item: { id: string } }).item.id;
    const merger = await signUpAndSignIn(t, { email: 'merger@example.com' });
    await save(merger, kept.id);
    const savedAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const res = await t.request(
      'POST',
      '/api/wishlist/merge',
      {
        entries: [
          { itemId: local.id, savedAt, savedPriceCents: 3500 },
          { itemId: local.id },
          { itemId: kept.id },
          { itemId: pendingId },
        ],
      },
      merger.headers,
    );
    expect(res.status).toBe(200);
    const items = ((await res.json()) as { items: WishlistCard[] }).items;
    expect(items.map((card) => card.itemId).sort()).toEqual([kept.id, local.id].sort());
    const merged = items.find((card) => card.itemId === local.id)!;
    expect(merged.savedAt).toBe(savedAt);
    // Saved at $35, now $40: the price rose since saving.
    expect(merged).toMatchObject({ savedPriceCents: 3500, reason: 'expensive' });
    // A second merge of the same list changes nothing.
    const again = await t.request(
      'POST',
      '/api/wishlist/merge',
      { entries: [{ itemId: local.id }] },
      merger.headers,
    );
    expect(((await again.json()) as { items: WishlistCard[] }).items).toHaveLength(2);
  });

  it('needs a signed-in member; a guest lookup returns only public facts of live items', async () => {
    const item = await rentableItem(t, owner, admin, { title: 'Guest look' });
    expect((await t.request('POST', '/api/wishlist/merge', { entries: [] })).status).toBe(401);
    const res = await t.request('POST', '/api/wishlist/lookup', { entries: [{ itemId: item.id }] });
    expect(res.status).toBe(200);
    const [card] = ((await res.json()) as { items: WishlistCard[] }).items;
    expect(card).toMatchObject({
      itemId: item.id,
      title: 'Guest look',
      alerts: { availability: false, priceDrop: false },
    });
  });
});

describe('alerts', () => {
  it('an availability alert fires exactly once, when the blocking rental is returned', async () => {
    const item = await rentableItem(t, owner, admin, { title: 'Alerted generator' });
    const { rentalId } = await bookAndPay(t, renter, { itemId: item.id, rentalDays: 2, startDate: day(0) });
    await save(saver, item.id);
    const res = await subscribe(saver, item.id, 'availability');
    expect(res.status).toBe(201);
    expect((await wishlistOf(saver)).find((card) => card.itemId === item.id)?.alerts.availability).toBe(true);
    // Nothing changed yet: nothing fires.
    expect(await checkItemAlerts(t.database.db, [item.id])).toBe(0);
    const returned = await t.request(
      'POST',
      `/api/rentals/${rentalId}/return`,
      { returnCondition: 'good' },
      owner.headers,
    );
    expect(returned.status).toBe(200);
    // The return fired it; later checks (and the sweep) find nothing left to fire.
    expect(await checkItemAlerts(t.database.db, [item.id])).toBe(0);
    await sweepRentals(rentalDepsFor(t));
    const notices = (await wishlistNotices(saver)).filter((notice) => notice.link === `/items/${item.id}`);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toContain('Alerted generator');
  });

  it('an availability alert also fires when a paused item is resumed, and not for an available item', async () => {
    const item = await rentableItem(t, owner, admin, { title: 'Paused blower' });
    await save(saver, item.id);
    const early = await subscribe(saver, item.id, 'availability');
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe('This item can be booked now.');
    await setItem(item.id, { isAvailable: false });
    expect((await subscribe(saver, item.id, 'availability')).status).toBe(201);
    await setItem(item.id, { isAvailable: true });
    await setItem(item.id, { isAvailable: false });
    await setItem(item.id, { isAvailable: true });
    const notices = (await wishlistNotices(saver)).filter((notice) => notice.link === `/items/${item.id}`);
    expect(notices).toHaveLength(1);
  });

  it('a price-drop alert fires once when the price goes below the saved price, in cents', async () => {
    const item = await rentableItem(t, owner, admin, { title: 'Pricey camera', price: '50.00' });
    await save(saver, item.id);
    await setItem(item.id, { price: '60.00' });
    expect((await subscribe(saver, item.id, 'price_drop')).status).toBe(201);
    await setItem(item.id, { price: '50.00' });
    expect((await wishlistNotices(saver)).filter((n) => n.link === `/items/${item.id}`)).toHaveLength(0);
    await setItem(item.id, { price: '49.99' });
    await setItem(item.id, { price: '45.00' });
    const notices = (await wishlistNotices(saver)).filter((notice) => notice.link === `/items/${item.id}`);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toContain('$49.99');
  });

  it('two checks at once fire an alert once', async () => {
    const item = await rentableItem(t, owner, admin, { title: 'Racing drill', price: '20.00' });
    await save(saver, item.id);
    expect((await subscribe(saver, item.id, 'price_drop')).status).toBe(201);
    await t.database.db.execute(
      // Lower the price behind the API's back, so only the two checks below can fire it.
      sql`update items set daily_rate_cents = 1500 where id = ${item.id}`,
    );
    const fired = await Promise.all([
      checkItemAlerts(t.database.db, [item.id]),
      checkItemAlerts(t.database.db, [item.id]),
    ]);
    expect(fired[0]! + fired[1]!).toBe(1);
    expect((await wishlistNotices(saver)).filter((n) => n.link === `/items/${item.id}`)).toHaveLength(1);
  });

  it('removing an item ends its alerts', async () => {
    const item = await rentableItem(t, owner, admin, { title: 'Removed saw', price: '20.00' });
    await save(saver, item.id);
    expect((await subscribe(saver, item.id, 'price_drop')).status).toBe(201);
    expect((await t.request('DELETE', `/api/wishlist/${item.id}`, undefined, saver.headers)).status).toBe(
      200,
    );
    await setItem(item.id, { price: '10.00' });
    expect((await wishlistNotices(saver)).filter((n) => n.link === `/items/${item.id}`)).toHaveLength(0);
    expect((await wishlistOf(saver)).map((card) => card.itemId)).not.toContain(item.id);
  });
});
