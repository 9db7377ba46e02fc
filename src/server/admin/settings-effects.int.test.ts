import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemSettings } from '../../shared/schemas/settings';
import { rentals } from '../db/schema';
import { uploadIdentityPhoto } from '../identity/testing';
import type { ItemCard, ItemDetail } from '../items/testing';
import { approve, createListing } from '../items/testing';
import { checkout, checkoutRequest, day } from '../rentals/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { makePng } from '../uploads/testing';
import { json } from './testing';

/** The settings whose effects live in the listings and rentals domains, changed through the admin API. */
let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;
let renter: SignedIn;
let item: ItemDetail;

const save = async (body: Partial<SystemSettings>) => {
  const res = await t.request('PUT', '/api/admin/settings', body, admin.headers);
  expect(res.status, await res.clone().text()).toBe(200);
};
const featuredIds = async (who?: SignedIn) =>
  (
    await json<{ items: ItemCard[] }>(
      t.request('GET', '/api/items/featured?limit=24', undefined, who?.headers),
    )
  ).items.map((card) => card.id);
const cardOf = async (id: string) =>
  (await json<{ items: ItemCard[] }>(t.request('GET', '/api/items/featured?limit=24'))).items.find(
    (card) => card.id === id,
  );
const itemStatus = async (id: string, who?: SignedIn) =>
  (await t.request('GET', `/api/items/${id}`, undefined, who?.headers)).status;
const powerToolsCount = async () =>
  (
    await json<{ categories: { slug: string; count: number }[] }>(t.request('GET', '/api/items/categories'))
  ).categories.find((entry) => entry.slug === 'power-tools')?.count;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAndSignIn(t, { email: 'ada@example.com', name: 'Ada Admin', admin: true });
  owner = await signUpAndSignIn(t, { email: 'olive@example.com', name: 'Olive Owner' });
  renter = await signUpAndSignIn(t, { email: 'rita@example.com', name: 'Rita Renter' });
}, 180_000);
afterAll(() => t.close());

describe('autoApproveListings', () => {
  it('off (default): a new listing waits for review; on: it is published at once', async () => {
    await save({ requireIdVerification: false });
    const waiting = await createListing(t, owner, { title: 'Waiting ladder' });
    expect(waiting.status).toBe('pending');
    expect(await featuredIds()).not.toContain(waiting.id);

    await save({ autoApproveListings: true });
    const direct = await createListing(t, owner, { title: 'Instant saw' });
    expect(direct.status).toBe('published');
    expect(await featuredIds()).toContain(direct.id);
    await save({ autoApproveListings: false, requireIdVerification: true });
  });
});

describe('requireIdVerification', () => {
  beforeAll(async () => {
    item = await createListing(t, owner, { title: 'Bosch hammer drill' });
    await approve(t, admin, item.id);
  });

  it('on (default): an approved listing of an unverified owner is not live; the owner still sees it', async () => {
    expect(await featuredIds()).not.toContain(item.id);
    expect(await featuredIds(renter)).not.toContain(item.id);
    expect(await itemStatus(item.id, renter)).toBe(404);
    expect(await itemStatus(item.id, owner)).toBe(200);
    expect(await powerToolsCount()).toBe(0);
    const booking = await checkoutRequest(t, renter, { itemId: item.id, rentalDays: 2, startDate: day(3) });
    expect(booking.status).toBe(404);
  });

  it('off: the same listing is live at once, without the verified badge', async () => {
    await save({ requireIdVerification: false });
    expect(await featuredIds()).toContain(item.id);
    expect(await itemStatus(item.id, renter)).toBe(200);
    expect((await cardOf(item.id))?.isVerified).toBe(false);
    await save({ requireIdVerification: true });
    expect(await featuredIds()).not.toContain(item.id);
  });

  it("once an admin approves the owner's ID, the listing is live with the verified badge", async () => {
    expect((await uploadIdentityPhoto(t, await makePng(), owner)).status).toBe(201);
    // Waiting for review is not enough.
    expect(await featuredIds()).not.toContain(item.id);
    const approved = await t.request(
      'POST',
      `/api/admin/identity/${owner.userId}/approval`,
      undefined,
      admin.headers,
    );
    expect(approved.status).toBe(200);
    expect(await featuredIds()).toContain(item.id);
    expect((await cardOf(item.id))?.isVerified).toBe(true);
    expect(await powerToolsCount()).toBeGreaterThanOrEqual(1);
  });
});

describe('suspending an owner', () => {
  it('hides their listings everywhere at once; restoring brings them back', async () => {
    const before = await powerToolsCount();
    const res = await t.request(
      'POST',
      `/api/admin/users/${owner.userId}/suspension`,
      { reason: 'Fraud report' },
      admin.headers,
    );
    expect(res.status).toBe(200);
    expect(await featuredIds()).not.toContain(item.id);
    expect(await itemStatus(item.id, renter)).toBe(404);
    // Every listing of theirs goes, not only this one.
    expect(before).toBeGreaterThanOrEqual(1);
    expect(await powerToolsCount()).toBe(0);

    expect(
      (await t.request('DELETE', `/api/admin/users/${owner.userId}/suspension`, undefined, admin.headers))
        .status,
    ).toBe(200);
    expect(await featuredIds()).toContain(item.id);
    expect(await powerToolsCount()).toBe(before);
  });
});

describe('maxRentalDays and commissionRate', () => {
  it('maxRentalDays limits new bookings at once', async () => {
    await save({ maxRentalDays: 5 });
    const tooLong = await checkoutRequest(t, renter, { itemId: item.id, rentalDays: 6, startDate: day(40) });
    expect(tooLong.status).toBe(400);
    expect((await json<{ error: { message: string } }>(tooLong)).error.message).toBe(
      'Rental period too long',
    );
    await save({ maxRentalDays: 30 });
    expect(
      (await checkoutRequest(t, renter, { itemId: item.id, rentalDays: 6, startDate: day(40) })).status,
    ).toBe(201);
  });

  it('commissionRate prices new rentals only; rentals already booked keep their rate', async () => {
    const before = await checkout(t, renter, { itemId: item.id, rentalDays: 2, startDate: day(60) });
    expect(before.commission).toBe(Math.round(before.subtotal * 0.03));
    await save({ commissionRate: 10 });
    const after = await checkout(t, renter, { itemId: item.id, rentalDays: 2, startDate: day(70) });
    expect(after.commission).toBe(Math.round(after.subtotal * 0.1));
    expect(after.ownerAmount).toBe(after.subtotal - after.commission);
    const [kept] = await t.database.db.select().from(rentals).where(eq(rentals.id, before.rentalId));
    expect(kept).toMatchObject({ commissionRate: 3, platformFee: before.commission });
    await save({ commissionRate: 3 });
  });
});
