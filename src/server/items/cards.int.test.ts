import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../db/schema';
import { verifyIdentity } from '../identity/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { makePng } from '../uploads/testing';
import type { ItemCard, ItemDetail, ItemPhoto } from './present';
import { createListing, setAutoApprove, uploadPhoto } from './testing';

/**
 * Every list words an item's card the same way (the database prints it, decision 044): the fields
 * of ItemCard with the values they stood for when the server built each card itself.
 */
let t: TestApp;
let owner: SignedIn;
let renter: SignedIn;
let photo: ItemPhoto;
let listing: ItemDetail;

// What JSON has to escape (quotes, a backslash, a line break, a tab), and more than ASCII.
const DESCRIPTION = 'Says "heavy duty" on the box\\case.\nTwo batteries,\tone charger. 🔩 Größe';
// Exactly a half at two decimals (binary fractions): JavaScript rounds halves up, Postgres's
// round() to even; the card must keep the first (10.13 and -104.87, not 10.12 and -104.88).
const AT = { latitude: 10.125, longitude: -104.875 };
const HERE = `lat=${AT.latitude}&lng=${AT.longitude}`;

const get = async <T>(path: string, who?: SignedIn): Promise<T> => {
  const res = await t.request('GET', path, undefined, who?.headers);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAndSignIn(t, { email: 'cards-owner@example.com', name: 'Olive Owner' });
  renter = await signUpAndSignIn(t, { email: 'cards-renter@example.com', name: 'Rene Renter' });
  const admin = await signUpAndSignIn(t, {
    email: 'cards-admin@example.com',
    name: 'Ada Admin',
    admin: true,
  });
  await verifyIdentity(t, owner, admin);
  await setAutoApprove(t, true);
  photo = await uploadPhoto(t, owner, await makePng());
  listing = await createListing(t, owner, {
    title: 'Makita impact driver',
    description: DESCRIPTION,
    price: '19.99',
    category: 'power-tools',
    brand: 'Makita',
    tags: 'impact, "driver", 18V',
    photoIds: [photo.id],
  });
  await t.database.db.update(items).set(AT).where(eq(items.id, listing.id));
});
afterAll(() => t.close());

describe('an item card, in every list', () => {
  const expected = (): ItemCard => ({
    id: listing.id,
    title: 'Makita impact driver',
    description: DESCRIPTION,
    priceCents: 1999,
    priceUnit: 'day',
    image: { url: photo.card.url, width: photo.card.width, height: photo.card.height },
    ownerId: owner.userId,
    ownerName: 'Olive Owner',
    isAvailable: true,
    isVerified: true,
    tags: listing.tags,
    category: 'power-tools',
    locationLabel: listing.locationLabel,
    distanceMiles: 0,
    area: { latitude: 10.13, longitude: -104.87 },
    status: 'published',
  });

  it('has the same fields and values in featured, search, the category page and the profile, and its image in popular', async () => {
    const card = expected();
    expect(card.image?.url).toMatch(/^http:\/\/localhost:3000\/uploads\/.+\.webp$/);
    const featured = await get<{ items: ItemCard[] }>(`/api/items/featured?${HERE}`);
    const searched = await get<{ items: ItemCard[] }>(`/api/search?q=makita&${HERE}`);
    const category = await get<{ items: ItemCard[] }>(`/api/items?category=power-tools&${HERE}`);
    for (const list of [featured.items, searched.items, category.items]) {
      expect(list.find((item) => item.id === listing.id)).toStrictEqual(card);
    }
    // Without a place to measure from, no distance.
    const far = await get<{ items: ItemCard[] }>('/api/search?q=makita');
    expect(far.items[0]).toStrictEqual({ ...card, distanceMiles: null });
    const profile = await get<{ profile: { listings: ItemCard[] } }>(`/api/profiles/${owner.userId}`);
    expect(profile.profile.listings[0]).toStrictEqual({ ...card, distanceMiles: null });
    // 'Most Popular in Your Area' and the dropdown show the card's image too.
    const popular = await get<{ items: { id: string; image: unknown }[] }>(`/api/search/popular?${HERE}`);
    const suggested = await get<{ popular: { id: string; image: unknown }[] }>(
      `/api/search/suggestions?q=makita&${HERE}`,
    );
    for (const list of [popular.items, suggested.popular]) {
      expect(list.find((item) => item.id === listing.id)?.image).toStrictEqual(card.image);
    }
  });

  it('is the item page and the wishlist card underneath', async () => {
    const { ownerName, ...card } = expected();
    const { item } = await get<{ item: ItemDetail }>(`/api/items/${listing.id}?${HERE}`);
    expect(item).toMatchObject({ ...card, owner: { id: owner.userId, name: ownerName, isVerified: true } });
    const saved = await t.request('PUT', `/api/wishlist/${listing.id}`, undefined, renter.headers);
    expect(saved.status).toBeLessThan(300);
    const wishlist = await get<{ items: Record<string, unknown>[] }>(`/api/wishlist?${HERE}`, renter);
    expect(wishlist.items[0]).toMatchObject({
      itemId: listing.id,
      title: card.title,
      priceCents: 1999,
      image: card.image?.url,
      ownerName,
      locationLabel: card.locationLabel,
      distanceMiles: 0,
    });
  });
});
