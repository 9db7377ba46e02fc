import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentableItem, signUpRentalCast } from '../rentals/testing';
import type { SignedIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: SignedIn;
let renter: SignedIn;
let stranger: SignedIn;
let itemId: string;

beforeAll(async () => {
  t = await createTestApp();
  let admin: SignedIn;
  ({ owner, renter, stranger, admin } = await signUpRentalCast(t));
  itemId = (await rentableItem(t, owner, admin, { title: 'Orbital sander', location: 'Austin, TX' })).id;
});
afterAll(() => t.close());

async function profileOf(id: string, who?: SignedIn) {
  const res = await t.request('GET', `/api/profiles/${id}`, undefined, who?.headers);
  return { status: res.status, body: (await res.json()) as { profile: Record<string, unknown> } };
}
const settings = (who: SignedIn, body: object) => t.request('PATCH', '/api/settings', body, who.headers);

describe('public profile /users/{id}', () => {
  it('shows the name, avatar, member since, rating, published listings; never email, phone or typed address', async () => {
    await t.request(
      'PATCH',
      '/api/profile',
      { phone: '+1 555 0100', location: '12 Oak St, Austin, TX 78701' },
      owner.headers,
    );
    const { status, body } = await profileOf(owner.userId);
    expect(status).toBe(200);
    expect(body.profile).toMatchObject({
      id: owner.userId,
      isPrivate: false,
      name: 'Olive Owner',
      rating: 0,
      reviewCount: 0,
      avatarUrl: null,
      // Location Sharing is off by default.
      area: null,
      response: null,
      reviews: [],
    });
    expect(Date.now() - Date.parse(String(body.profile.memberSince))).toBeLessThan(10 * 60_000);
    expect(
      (body.profile.listings as { id: string; locationLabel: string }[]).map((i) => [i.id, i.locationLabel]),
    ).toEqual([[itemId, 'Austin, TX']]);
    const text = JSON.stringify(body);
    for (const secret of ['owner@example.com', '555 0100', 'Oak St']) expect(text).not.toContain(secret);
  });

  it('with Location Sharing on shows the area (the city), never the address typed', async () => {
    expect((await settings(owner, { location_sharing: true })).status).toBe(200);
    expect((await profileOf(owner.userId, renter)).body.profile.area).toBeNull(); // an address resolves to nothing
    await t.request('PATCH', '/api/profile', { location: '78701' }, owner.headers);
    expect((await profileOf(owner.userId, renter)).body.profile.area).toBe('Austin, TX');
  });

  it('shows how the member answers: the share of conversations answered and the median time', async () => {
    const opened = await t.request('POST', '/api/conversations', { itemId }, renter.headers);
    const { id } = ((await opened.json()) as { conversation: { id: string } }).conversation;
    await t.request('POST', `/api/conversations/${id}/messages`, { body: 'Free on Friday?' }, renter.headers);
    const unanswered = await t.request('POST', '/api/conversations', { itemId }, stranger.headers);
    const other = ((await unanswered.json()) as { conversation: { id: string } }).conversation.id;
    await t.request(
      'POST',
      `/api/conversations/${other}/messages`,
      { body: 'Still for rent?' },
      stranger.headers,
    );
    await t.request('POST', `/api/conversations/${id}/messages`, { body: 'Yes, it is.' }, owner.headers);
    expect((await profileOf(owner.userId)).body.profile.response).toEqual({
      ratePercent: 50,
      medianMinutes: 0,
      conversations: 2,
    });
  });

  it('a private profile (Public Profile off) shows others only the name and rating; the member sees it all', async () => {
    expect((await settings(owner, { public_profile: false })).status).toBe(200);
    for (const viewer of [renter, undefined]) {
      const { status, body } = await profileOf(owner.userId, viewer);
      expect(status).toBe(200);
      expect(body.profile).toEqual({
        id: owner.userId,
        isPrivate: true,
        name: 'Olive Owner',
        rating: 0,
        reviewCount: 0,
      });
    }
    const own = await profileOf(owner.userId, owner);
    expect(own.body.profile).toMatchObject({ isPrivate: false, area: 'Austin, TX' });
    expect((await settings(owner, { public_profile: true })).status).toBe(200);
    expect((await profileOf(owner.userId, renter)).body.profile.isPrivate).toBe(false);
  });

  it('is not found for an unknown id', async () => {
    const missing = await t.request('GET', '/api/profiles/no-such-user');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      'Profile not found',
    );
  });
});
