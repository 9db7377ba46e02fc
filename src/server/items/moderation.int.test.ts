import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyIdentity } from '../identity/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import type { ItemCard, ItemDetail } from './present';
import { createListing } from './testing';

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAndSignIn(t, { email: 'owner@example.com', name: 'Olive Owner' });
  other = await signUpAndSignIn(t, { email: 'other@example.com', name: 'Otto Other' });
  admin = await signUpAndSignIn(t, { email: 'admin@example.com', name: 'Ada Admin', admin: true });
  // Required by default before an owner's listings go live.
  await verifyIdentity(t, owner, admin);
  await verifyIdentity(t, other, admin);
});
afterAll(() => t.close());

const get = (path: string, who?: SignedIn) => t.request('GET', path, undefined, who?.headers);
const post = (path: string, body?: unknown, who?: SignedIn) => t.request('POST', path, body, who?.headers);

async function featuredIds(who?: SignedIn): Promise<string[]> {
  const body = (await (await get('/api/items/featured?limit=24', who)).json()) as { items: ItemCard[] };
  return body.items.map((item) => item.id);
}
async function categoryIds(category: string, who?: SignedIn): Promise<{ ids: string[]; total: number }> {
  const body = (await (await get(`/api/items?category=${category}`, who)).json()) as {
    items: ItemCard[];
    total: number;
  };
  return { ids: body.items.map((item) => item.id), total: body.total };
}
async function countOf(category: string): Promise<number> {
  const body = (await (await get('/api/items/categories')).json()) as {
    categories: { slug: string; count: number }[];
  };
  return body.categories.find((entry) => entry.slug === category)?.count ?? -1;
}

describe('a listing waiting for review', () => {
  let pending: ItemDetail;
  beforeAll(async () => {
    pending = await createListing(t, owner, {
      title: 'Honda EU2200i generator',
      category: 'generators',
      brand: 'Honda',
    });
  });

  it('is invisible to guests and other users everywhere: lists, counts and its page', async () => {
    expect(pending.status).toBe('pending');
    for (const who of [undefined, other]) {
      expect(await featuredIds(who)).not.toContain(pending.id);
      expect((await categoryIds('generators', who)).ids).not.toContain(pending.id);
      expect((await get(`/api/items/${pending.id}`, who)).status).toBe(404);
    }
    expect(await countOf('generators')).toBe(0);
    expect((await categoryIds('generators')).total).toBe(0);
    // Even the owner does not see it in the public lists: it is not in the marketplace yet.
    expect(await featuredIds(owner)).not.toContain(pending.id);
  });

  it('is visible to its owner and to admins, on its page and in the queue', async () => {
    const own = await get(`/api/items/${pending.id}`, owner);
    expect(own.status).toBe(200);
    expect(((await own.json()) as { item: ItemDetail }).item.status).toBe('pending');
    expect((await get(`/api/items/${pending.id}`, admin)).status).toBe(200);
    const queue = (await (await get('/api/items/review-queue', admin)).json()) as {
      items: ItemDetail[];
      total: number;
    };
    expect(queue.items.map((item) => item.id)).toContain(pending.id);
    expect(queue.total).toBe(queue.items.length);
  });

  it('keeps the queue and the decisions for admins only', async () => {
    expect((await get('/api/items/review-queue')).status).toBe(401);
    expect((await get('/api/items/review-queue', owner)).status).toBe(403);
    expect((await post(`/api/items/${pending.id}/approve`)).status).toBe(401);
    expect((await post(`/api/items/${pending.id}/approve`, undefined, owner)).status).toBe(403);
    expect((await post(`/api/items/${pending.id}/reject`, { reason: 'no' }, other)).status).toBe(403);
    expect((await get(`/api/items/${pending.id}`, other)).status).toBe(404);
  });

  it('appears everywhere once an admin approves it, and the count says so', async () => {
    const res = await post(`/api/items/${pending.id}/approve`, undefined, admin);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { item: ItemDetail }).item.status).toBe('published');
    expect(await featuredIds()).toContain(pending.id);
    expect((await categoryIds('generators', other)).ids).toContain(pending.id);
    expect(await countOf('generators')).toBe(1);
    expect((await get(`/api/items/${pending.id}`)).status).toBe(200);
    const queue = (await (await get('/api/items/review-queue', admin)).json()) as { items: ItemDetail[] };
    expect(queue.items.map((item) => item.id)).not.toContain(pending.id);
  });
});

describe('rejecting a listing', () => {
  it('needs a reason, hides the listing, and shows the reason to its owner only', async () => {
    const item = await createListing(t, owner, { title: 'Knock-off drill', category: 'power-tools' });
    const noReason = await post(`/api/items/${item.id}/reject`, { reason: '  ' }, admin);
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { error: { message: string } }).error.message).toBe(
      'Please give a reason',
    );

    const res = await post(
      `/api/items/${item.id}/reject`,
      { reason: 'Photos show a different item.' },
      admin,
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { item: ItemDetail }).item).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Photos show a different item.',
    });
    expect((await get(`/api/items/${item.id}`, other)).status).toBe(404);
    expect((await categoryIds('power-tools')).ids).not.toContain(item.id);
    const mine = (await (await get('/api/items/mine', owner)).json()) as { items: ItemDetail[] };
    expect(mine.items.find((entry) => entry.id === item.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Photos show a different item.',
    });
    const rejected = (await (await get('/api/items/review-queue?status=rejected', admin)).json()) as {
      items: ItemDetail[];
    };
    expect(rejected.items.map((entry) => entry.id)).toContain(item.id);

    // The owner fixes it: it goes back to the queue, the old reason cleared.
    const edited = await t.request(
      'PATCH',
      `/api/items/${item.id}`,
      { title: 'DeWalt drill (genuine)' },
      owner.headers,
    );
    expect(((await edited.json()) as { item: ItemDetail }).item).toMatchObject({
      status: 'pending',
      rejectionReason: null,
    });
  });

  it('can take a published listing down', async () => {
    const item = await createListing(t, other, {
      title: 'Party tent',
      category: 'party-supplies',
      brand: null,
    });
    await post(`/api/items/${item.id}/approve`, undefined, admin);
    expect(await countOf('party-supplies')).toBe(1);
    await post(`/api/items/${item.id}/reject`, { reason: 'Reported as unsafe.' }, admin);
    expect(await countOf('party-supplies')).toBe(0);
    expect((await get(`/api/items/${item.id}`)).status).toBe(404);
  });
});
