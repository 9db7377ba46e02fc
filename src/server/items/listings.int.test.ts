import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyIdentity } from '../identity/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { makePng } from '../uploads/testing';
import type { ItemDetail } from './present';
import { countOwnerListings } from './service';
import { approve, createListing, sampleListing, setAutoApprove, uploadPhoto } from './testing';

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAndSignIn(t, { email: 'owner@example.com', name: 'Olive Owner' });
  stranger = await signUpAndSignIn(t, { email: 'stranger@example.com', name: 'Sam Stranger' });
  admin = await signUpAndSignIn(t, { email: 'admin@example.com', name: 'Ada Admin', admin: true });
  // Required by default before an owner's listings go live.
  await verifyIdentity(t, owner, admin);
});
afterAll(() => t.close());

const get = (path: string, who?: SignedIn) => t.request('GET', path, undefined, who?.headers);
const patch = (id: string, body: unknown, who?: SignedIn) =>
  t.request('PATCH', `/api/items/${id}`, body, who?.headers);
const remove = (id: string, who?: SignedIn) =>
  t.request('DELETE', `/api/items/${id}`, undefined, who?.headers);
const itemOf = async (res: Response) => ((await res.json()) as { item: ItemDetail }).item;

describe('creating a listing', () => {
  it('refuses visitors', async () => {
    const res = await t.request('POST', '/api/items', sampleListing());
    expect(res.status).toBe(401);
  });

  it('stores the listing in cents with the default deposit (2 x the daily rate), geocoded, pending review', async () => {
    const item = await createListing(t, owner, { price: '25.50', deposit: '' });
    expect(item).toMatchObject({
      title: 'DeWalt 20V cordless drill',
      priceCents: 2550,
      priceUnit: 'day',
      depositCents: 5100,
      handoff: 'pickup',
      category: 'power-tools',
      brand: 'DeWalt',
      tags: ['drill', 'cordless', '20V'],
      locationLabel: 'Austin, TX',
      status: 'pending',
      isAvailable: true,
      isVerified: true,
      canEdit: true,
      ownerId: owner.userId,
      owner: { id: owner.userId, name: 'Olive Owner' },
      photos: [],
      image: null,
    });
  });

  it('keeps a deposit the owner set, sanitises texts and drops repeated tags', async () => {
    const item = await createListing(t, owner, {
      title: '  <b>Ladder</b> ',
      category: 'home-garden',
      brand: null,
      price: 12,
      deposit: '100',
      tags: ['Tall', 'tall', ' ladder ', ''],
      location: '78701',
    });
    expect(item).toMatchObject({
      title: 'bLadder/b',
      priceCents: 1200,
      depositCents: 10000,
      tags: ['Tall', 'ladder'],
      locationLabel: 'Austin, TX',
    });
  });

  it.each([
    [{ title: '' }, 'Please fill in all required fields'],
    [{ price: '' }, 'Please fill in all required fields'],
    [{ handoff: undefined }, 'Please fill in all required fields'],
    [{ price: 'ten' }, 'Price must be a number'],
    [{ price: '0' }, 'Daily rate must be positive'],
    [{ price: '-4' }, 'Daily rate must be positive'],
    [{ deposit: '-1' }, 'Security deposit cannot be negative'],
    [{ brand: 'Canon' }, 'Please choose a brand from the list'],
    [{ category: 'spaceships' }, 'Please fill in all required fields'],
  ])('refuses %j with %j', async (overrides, message) => {
    const res = await t.request('POST', '/api/items', { ...sampleListing(), ...overrides }, owner.headers);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
  });

  it('refuses a place it cannot find, and needs some location', async () => {
    const unknown = await t.request(
      'POST',
      '/api/items',
      sampleListing({ location: 'Atlantis, ZZ' }),
      owner.headers,
    );
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('place_not_found');
    const none = await t.request('POST', '/api/items', sampleListing({ location: '' }), stranger.headers);
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe('location_required');
  });

  it("uses the owner's profile location by default, or the browser's position", async () => {
    const saved = await t.request('PATCH', '/api/profile', { location: 'Denver, CO' }, stranger.headers);
    expect(saved.status).toBe(200);
    const fromProfile = await createListing(t, stranger, { location: '' });
    expect(fromProfile.locationLabel).toBe('Denver, CO');
    const fromPosition = await createListing(t, stranger, {
      location: '',
      latitude: 37.7793,
      longitude: -122.4193,
    });
    expect(fromPosition.locationLabel).toBe('San Francisco, CA');
  });

  it('is published at once when the site auto-approves listings', async () => {
    await setAutoApprove(t, true);
    try {
      const item = await createListing(t, owner, { title: 'Auto approved sander' });
      expect(item.status).toBe('published');
      expect((await get(`/api/items/${item.id}`)).status).toBe(200);
    } finally {
      await setAutoApprove(t, false);
    }
  });
});

describe('changing a listing', () => {
  let item: ItemDetail;
  beforeAll(async () => {
    item = await createListing(t, owner, { title: 'Pressure washer', category: 'home-garden', brand: null });
    await approve(t, admin, item.id);
  });

  it('lets the owner edit, and keeps it published when only price or handoff change', async () => {
    const res = await patch(item.id, { price: '40', handoff: 'both', deposit: '' }, owner);
    expect(res.status).toBe(200);
    expect(await itemOf(res)).toMatchObject({
      priceCents: 4000,
      depositCents: 8000,
      handoff: 'both',
      status: 'published',
    });
  });

  it('pauses and resumes: a paused listing stays visible but unavailable', async () => {
    const paused = await itemOf(await patch(item.id, { isAvailable: false }, owner));
    expect(paused).toMatchObject({ isAvailable: false, status: 'published' });
    const seen = await itemOf(await get(`/api/items/${item.id}`));
    expect(seen.isAvailable).toBe(false);
    expect((await itemOf(await patch(item.id, { isAvailable: true }, owner))).isAvailable).toBe(true);
  });

  it('refuses visitors (401) and other users (403) for edits and deletes, and changes nothing', async () => {
    expect((await patch(item.id, { price: '1' })).status).toBe(401);
    expect((await patch(item.id, { price: '1' }, stranger)).status).toBe(403);
    expect((await patch(item.id, { isAvailable: false }, stranger)).status).toBe(403);
    expect((await remove(item.id)).status).toBe(401);
    expect((await remove(item.id, stranger)).status).toBe(403);
    const unchanged = await itemOf(await get(`/api/items/${item.id}`));
    expect(unchanged).toMatchObject({ priceCents: 4000, isAvailable: true });
  });

  it('lets an admin edit and pause anyone’s listing', async () => {
    const res = await patch(item.id, { title: 'Pressure washer 2000 PSI', isAvailable: false }, admin);
    expect(res.status).toBe(200);
    expect(await itemOf(res)).toMatchObject({
      title: 'Pressure washer 2000 PSI',
      isAvailable: false,
      status: 'published',
    });
    await patch(item.id, { isAvailable: true }, admin);
  });

  it("sends an owner's content edit back to review, which hides it from others until approved", async () => {
    const res = await patch(item.id, { title: 'Totally different thing' }, owner);
    expect((await itemOf(res)).status).toBe('pending');
    expect((await get(`/api/items/${item.id}`, stranger)).status).toBe(404);
    await approve(t, admin, item.id);
    expect((await get(`/api/items/${item.id}`, stranger)).status).toBe(200);
  });

  it('checks the brand against the stored category when only one of them changes', async () => {
    const res = await patch(item.id, { brand: 'Canon' }, owner);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Please choose a brand from the list',
    );
  });

  it('reorders photos and deletes the ones left out', async () => {
    const [a, b, c] = [
      await uploadPhoto(t, owner, await makePng(800, 600)),
      await uploadPhoto(t, owner, await makePng(640, 480)),
      await uploadPhoto(t, owner, await makePng(320, 240)),
    ];
    const withPhotos = await itemOf(await patch(item.id, { photoIds: [a!.id, b!.id, c!.id] }, owner));
    expect(withPhotos.photos.map((photo) => photo.id)).toEqual([a!.id, b!.id, c!.id]);
    // New photos are content: the listing goes back to review.
    expect(withPhotos.status).toBe('pending');
    await approve(t, admin, item.id);
    const reordered = await itemOf(await patch(item.id, { photoIds: [c!.id, a!.id] }, owner));
    expect(reordered.photos.map((photo) => photo.id)).toEqual([c!.id, a!.id]);
    expect(reordered.image?.url).toBe(c!.card.url);
    expect(reordered.status).toBe('published');
    // The dropped photo's files go by a storage.delete job.
    expect((await t.app.request(new URL(b!.full.url).pathname)).status).toBe(200);
    await t.runJobs();
    expect((await t.app.request(new URL(b!.full.url).pathname)).status).toBe(404);
    // Someone else's photos cannot be added to one's listing.
    const theirs = await uploadPhoto(t, stranger, await makePng());
    const stolen = await patch(item.id, { photoIds: [c!.id, theirs.id] }, owner);
    expect(stolen.status).toBe(400);
  });

  it('lets the owner delete the listing, its photos going with it', async () => {
    const photo = await uploadPhoto(t, owner, await makePng());
    const doomed = await createListing(t, owner, { title: 'Old mower', photoIds: [photo.id] });
    expect((await t.app.request(new URL(photo.card.url).pathname)).status).toBe(200);
    expect((await remove(doomed.id, owner)).status).toBe(200);
    expect((await get(`/api/items/${doomed.id}`, owner)).status).toBe(404);
    await t.runJobs();
    expect((await t.app.request(new URL(photo.card.url).pathname)).status).toBe(404);
  });

  it('lets an admin delete any listing', async () => {
    const doomed = await createListing(t, stranger, { title: 'Spam listing', location: 'Austin, TX' });
    expect((await remove(doomed.id, admin)).status).toBe(200);
    expect((await get(`/api/items/${doomed.id}`, admin)).status).toBe(404);
  });
});

describe('My Listings', () => {
  it('shows the owner all their listings with their review state, and nobody else’s', async () => {
    const res = await get('/api/items/mine', owner);
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: ItemDetail[] };
    expect(items.length).toBeGreaterThan(2);
    expect(items.every((item) => item.ownerId === owner.userId)).toBe(true);
    expect(items.some((item) => item.status === 'pending')).toBe(true);
    expect((await get('/api/items/mine')).status).toBe(401);
  });

  it('counts an owner’s listings for the profile', async () => {
    const all = await countOwnerListings(t.database.db, owner.userId);
    const published = await countOwnerListings(t.database.db, owner.userId, { publishedOnly: true });
    const mine = ((await (await get('/api/items/mine', owner)).json()) as { items: ItemDetail[] }).items;
    expect(all).toBe(mine.length);
    expect(published).toBe(mine.filter((item) => item.status === 'published').length);
    expect(
      await countOwnerListings(t.database.db, owner.userId, { since: new Date(Date.now() + 60_000) }),
    ).toBe(0);
  });
});
