import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyIdentity } from '../identity/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import type { ItemCard, ItemDetail } from './present';
import { createListing, setAutoApprove } from './testing';

let t: TestApp;
let owner: SignedIn;
const ids: Record<string, string> = {};

const get = (path: string, who?: SignedIn) => t.request('GET', path, undefined, who?.headers);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAndSignIn(t, { email: 'owner@example.com', name: 'Olive Owner' });
  // Required by default before an owner's listings go live (and it earns the verified badge).
  const admin = await signUpAndSignIn(t, { email: 'admin@example.com', name: 'Ada Admin', admin: true });
  await verifyIdentity(t, owner, admin);
  const listings = [
    {
      key: 'austin',
      title: 'Generac GP3500 generator',
      location: 'Austin, TX',
      tags: 'portable, gas',
      brand: 'Generac',
    },
    {
      key: 'dallas',
      title: 'Champion inverter generator',
      location: 'Dallas, TX',
      tags: 'quiet, inverter',
      brand: 'Champion',
    },
    { key: 'denver', title: 'Honda EU2200i', location: 'Denver, CO', tags: 'camping, quiet', brand: 'Honda' },
    {
      key: 'seattle',
      title: 'Westinghouse dual fuel',
      location: 'Seattle, WA',
      tags: 'propane',
      brand: 'Honda',
    },
  ] as const;
  // Published straight away: this file is about reading the catalogue, not about review.
  await setAutoApprove(t, true);
  for (const listing of listings) {
    const item = await createListing(t, owner, {
      title: listing.title,
      description: 'Runs a fridge and lights during outages.',
      category: 'generators',
      brand: listing.brand,
      tags: listing.tags,
      location: listing.location,
    });
    ids[listing.key] = item.id;
  }
  await setAutoApprove(t, false);
});
afterAll(() => t.close());

describe('featured items near you', () => {
  it('orders published, available items nearest first from the given point, with distances', async () => {
    const res = await get('/api/items/featured?lat=30.2672&lng=-97.7431');
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: ItemCard[] };
    expect(items.map((item) => item.id)).toEqual([ids.austin, ids.dallas, ids.denver, ids.seattle]);
    expect(items[0]!.distanceMiles).toBeLessThan(5);
    expect(items[1]!.distanceMiles).toBeGreaterThan(170);
    expect(items[1]!.distanceMiles).toBeLessThan(200);
    expect(items[0]).toMatchObject({
      priceUnit: 'day',
      ownerName: 'Olive Owner',
      isVerified: true,
      isAvailable: true,
    });
  });

  it("uses the signed-in viewer's profile location when no point is given", async () => {
    await t.request('PATCH', '/api/profile', { location: '98101' }, owner.headers);
    const { items } = (await (await get('/api/items/featured', owner)).json()) as { items: ItemCard[] };
    expect(items[0]!.id).toBe(ids.seattle);
  });

  it('shows the newest first to a visitor whose position is unknown, without distances', async () => {
    const { items } = (await (await get('/api/items/featured')).json()) as { items: ItemCard[] };
    expect(items[0]!.id).toBe(ids.seattle);
    expect(items.every((item) => item.distanceMiles === null)).toBe(true);
  });

  it('leaves paused items out of the featured list', async () => {
    await t.request('PATCH', `/api/items/${ids.dallas}`, { isAvailable: false }, owner.headers);
    const { items } = (await (await get('/api/items/featured?lat=30.2672&lng=-97.7431')).json()) as {
      items: ItemCard[];
    };
    expect(items.map((item) => item.id)).not.toContain(ids.dallas);
    await t.request('PATCH', `/api/items/${ids.dallas}`, { isAvailable: true }, owner.headers);
  });

  it('refuses a point off the globe', async () => {
    expect((await get('/api/items/featured?lat=91&lng=0')).status).toBe(400);
  });
});

describe('category pages', () => {
  it('counts published items per category, every category present', async () => {
    const { categories } = (await (await get('/api/items/categories')).json()) as {
      categories: { slug: string; count: number }[];
    };
    expect(categories).toHaveLength(8);
    expect(categories.find((entry) => entry.slug === 'generators')?.count).toBe(4);
    expect(categories.find((entry) => entry.slug === 'photography')?.count).toBe(0);
  });

  it('pages through a category newest first with a cursor, the total on every page', async () => {
    const first = (await (await get('/api/items?category=generators&limit=3')).json()) as {
      items: ItemCard[];
      total: number;
      nextCursor: string | null;
    };
    expect(first.total).toBe(4);
    expect(first.items.map((item) => item.id)).toEqual([ids.seattle, ids.denver, ids.dallas]);
    expect(first.nextCursor).toBeTruthy();
    const second = (await (
      await get(`/api/items?category=generators&limit=3&cursor=${first.nextCursor}`)
    ).json()) as { items: ItemCard[]; nextCursor: string | null };
    expect(second.items.map((item) => item.id)).toEqual([ids.austin]);
    expect(second.nextCursor).toBeNull();
  });

  it('filters live on title, description and tags, any case, with the count of matches', async () => {
    const search = async (q: string) =>
      (await (await get(`/api/items?category=generators&q=${encodeURIComponent(q)}`)).json()) as {
        items: ItemCard[];
        total: number;
      };
    expect((await search('honda')).items.map((item) => item.id)).toEqual([ids.denver]);
    const quiet = await search('QUIET');
    expect(quiet.total).toBe(2);
    expect(new Set(quiet.items.map((item) => item.id))).toEqual(new Set([ids.dallas, ids.denver]));
    expect((await search('fridge')).total).toBe(4);
    expect((await search('100%')).total).toBe(0);
    expect((await search('nothing like this')).items).toEqual([]);
  });

  it("narrows by the filter sheet's brand and distance", async () => {
    const list = async (query: string) =>
      (
        (await (await get(`/api/items?category=generators&${query}`)).json()) as { items: ItemCard[] }
      ).items.map((item) => item.id);
    expect(new Set(await list('brand=Honda'))).toEqual(new Set([ids.denver, ids.seattle]));
    expect(await list('brand=Other')).toEqual([]);
    // Austin to Dallas is about 180 miles.
    expect(await list('within=25&lat=30.2672&lng=-97.7431')).toEqual([ids.austin]);
    expect(new Set(await list('within=250&lat=30.2672&lng=-97.7431'))).toEqual(
      new Set([ids.austin, ids.dallas]),
    );
  });

  it('refuses an unknown category and a broken cursor gives the first page', async () => {
    expect((await get('/api/items?category=spaceships')).status).toBe(400);
    const res = await get('/api/items?category=generators&cursor=garbage');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { items: ItemCard[] }).items).toHaveLength(4);
  });
});

describe('the item page', () => {
  it('shows details, deposit, handoff, owner and the distance from the viewer', async () => {
    const res = await get(`/api/items/${ids.denver}?lat=39.7392&lng=-104.9903`);
    expect(res.status).toBe(200);
    const { item } = (await res.json()) as { item: ItemDetail };
    expect(item).toMatchObject({
      id: ids.denver,
      title: 'Honda EU2200i',
      depositCents: 5000,
      handoff: 'pickup',
      locationLabel: 'Denver, CO',
      owner: { id: owner.userId, name: 'Olive Owner', isVerified: true },
      canEdit: false,
      rejectionReason: null,
    });
    expect(item.distanceMiles).toBeLessThan(10);
    expect(item).not.toHaveProperty('latitude');
    expect(JSON.stringify(item)).not.toContain('owner@example.com');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/api/items/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('/api/items/not-a-uuid')).status).toBe(400);
  });
});
