import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../db/schema';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let ada: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signUpAndSignIn(t, { email: 'ada@example.com', name: 'Ada  Lovelace King' });
  bob = await signUpAndSignIn(t, { email: 'bob@example.com', name: 'bob' });
});
afterAll(() => t.close());

const get = (path: string, who?: SignedIn) => t.request('GET', path, undefined, who?.headers);
const patch = (body: unknown, who: SignedIn = ada) => t.request('PATCH', '/api/profile', body, who.headers);

describe('own profile', () => {
  it('is created from the account on first read: name split, join date from sign-up, zero figures', async () => {
    const res = await get('/api/profile', ada);
    expect(res.status).toBe(200);
    const profile = await res.json();
    expect(profile).toMatchObject({
      id: ada.userId,
      email: 'ada@example.com',
      // The display name as given at sign-up; first and last name are split from it.
      display_name: 'Ada  Lovelace King',
      first_name: 'Ada',
      last_name: 'Lovelace King',
      full_name: 'Ada Lovelace King',
      phone: '',
      location: '',
      bio: '',
      username: null,
      avatar_url: null,
      stats: {
        rating: 0,
        review_count: 0,
        items_listed: 0,
        items_rented: 0,
        earnings_cents: 0,
        this_month: { items_listed: 0, items_rented: 0, earnings_cents: 0 },
      },
    });
    expect(Date.now() - Date.parse(profile.created_at)).toBeLessThan(60_000);
    // A second read returns the same profile, not a new one.
    expect((await (await get('/api/profile', ada)).json()).created_at).toBe(profile.created_at);
  });

  it('refuses visitors with 401 for reading, editing and uploading', async () => {
    expect((await get('/api/profile')).status).toBe(401);
    expect((await t.request('PATCH', '/api/profile', { bio: 'x' })).status).toBe(401);
    const upload = await t.request('POST', '/api/profile/avatar');
    expect(upload.status).toBe(401);
    expect(await upload.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in to continue.' },
    });
  });

  it('saves edits, sanitised (trimmed, < and > removed), and only the fields given', async () => {
    const res = await patch({
      first_name: '  <b>Ada</b> ',
      last_name: 'Byron',
      phone: '+1 (555) 010-2000',
      location: ' London, UK ',
      bio: 'I lend <script>tools</script>.',
      username: 'ada_l',
      display_name: ' Countess ',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      first_name: 'bAda/b',
      last_name: 'Byron',
      full_name: 'bAda/b Byron',
      phone: '+1 (555) 010-2000',
      location: 'London, UK',
      bio: 'I lend scripttools/script.',
      username: 'ada_l',
      display_name: 'Countess',
    });
    const partial = await (await patch({ bio: 'Just the bio' })).json();
    expect(partial).toMatchObject({ bio: 'Just the bio', last_name: 'Byron', location: 'London, UK' });
    const reread = await (await get('/api/profile', ada)).json();
    expect(reread).toMatchObject({ bio: 'Just the bio', phone: '+1 (555) 010-2000', username: 'ada_l' });
  });

  it.each([
    [{ display_name: 'x'.repeat(101) }, 'Display name too long'],
    [{ username: 'u'.repeat(51) }, 'Username too long'],
    [{ username: 'no spaces' }, 'Username can only contain letters, numbers, and underscores'],
    [{ username: 'dash-ed' }, 'Username can only contain letters, numbers, and underscores'],
    [{ avatar_url: 'not a url' }, 'Invalid URL'],
    [{ avatar_url: 'javascript:alert(1)' }, 'Invalid URL'],
    [{ first_name: 'f'.repeat(51) }, 'First name too long'],
    [{ last_name: 'l'.repeat(51) }, 'Last name too long'],
    [{ phone: '555-CALL-NOW' }, 'Phone number can only contain digits, spaces and + ( ) - .'],
    [{ phone: '1'.repeat(31) }, 'Phone number too long'],
    [{ location: 'l'.repeat(101) }, 'Location too long'],
    [{ bio: 'b'.repeat(501) }, 'Bio must be at most 500 characters'],
  ])('refuses %j with its message', async (body, message) => {
    const res = await patch(body);
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(answer.error).toMatchObject({ code: 'validation_failed', message });
  });

  it('accepts a bio of exactly 500 characters, counted after sanitising', async () => {
    expect((await patch({ bio: 'b'.repeat(500) })).status).toBe(200);
    // 500 letters plus markup that sanitising removes is still within the limit.
    const res = await patch({ bio: `<${'c'.repeat(500)}>` });
    expect(res.status).toBe(200);
    expect((await res.json()).bio).toBe('c'.repeat(500));
  });

  it('keeps usernames unique regardless of case, and lets one clear it', async () => {
    const taken = await patch({ username: 'ADA_L' }, bob);
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toEqual({
      code: 'username_taken',
      message: 'That username is already taken',
    });
    expect((await patch({ username: 'ADA_L' }, ada)).status).toBe(200);
    expect((await (await patch({ username: '' }, ada)).json()).username).toBeNull();
    expect((await patch({ username: 'ada_l' }, bob)).status).toBe(200);
  });

  it('only accepts its own uploaded photo as avatar_url, and null to remove it', async () => {
    const foreign = await patch({ avatar_url: 'https://tracker.example.com/pixel.png' });
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).error.message).toBe('Invalid URL');
    const removed = await patch({ avatar_url: null });
    expect(removed.status).toBe(200);
    expect((await removed.json()).avatar_url).toBeNull();
  });

  it('ignores fields a user may not set (id, email, created_at)', async () => {
    const res = await patch({
      id: bob.userId,
      email: 'stolen@example.com',
      created_at: '2000-01-01T00:00:00Z',
    });
    expect(res.status).toBe(200);
    const profile = await res.json();
    expect(profile).toMatchObject({ id: ada.userId, email: 'ada@example.com' });
    expect(profile.created_at).not.toBe('2000-01-01T00:00:00.000Z');
    const bobs = await (await get('/api/profile', bob)).json();
    expect(bobs.email).toBe('bob@example.com');
  });
});

describe('profile figures', () => {
  it("count the owner's listings (all of them, for the owner), with this month's trend", async () => {
    const listing = {
      ownerId: bob.userId,
      category: 'power-tools',
      dailyRateCents: 2500,
      depositCents: 5000,
      handoff: 'pickup' as const,
      locationLabel: 'Portland, OR',
      latitude: 45.52,
      longitude: -122.68,
    };
    await t.database.db.insert(items).values([
      { ...listing, title: 'Drill', status: 'published' },
      { ...listing, title: 'Saw', status: 'pending' },
      // Listed last year: counts in the total, not in this month's trend.
      { ...listing, title: 'Ladder', status: 'published', createdAt: new Date('2024-03-01T00:00:00Z') },
    ]);
    const own = await (await get('/api/profile', bob)).json();
    expect(own.stats).toMatchObject({ items_listed: 3, items_rented: 0, earnings_cents: 0 });
    expect(own.stats.this_month).toEqual({ items_listed: 2, items_rented: 0, earnings_cents: 0 });
  });
});
