import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '../../shared/schemas/user-settings';
import { userSettings } from '../db/schema';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let ada: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signUpAndSignIn(t, { email: 'ada@example.com' });
  bob = await signUpAndSignIn(t, { email: 'bob@example.com' });
});
afterAll(() => t.close());

const read = async (who: SignedIn) =>
  (await t.request('GET', '/api/settings', undefined, who.headers)).json();

describe('user settings', () => {
  it("start with the spec's defaults: rental updates and public profile on, theme system", async () => {
    const res = await t.request('GET', '/api/settings', undefined, ada.headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      email_notifications: false,
      push_notifications: false,
      rental_updates: true,
      marketing_emails: false,
      public_profile: true,
      location_sharing: false,
      theme: 'system',
      font_size: 'medium',
      animations: true,
      language: 'en',
      timezone: 'est',
      currency: 'usd',
    });
  });

  it('database column defaults agree with the defaults the API reports', async () => {
    await t.database.db.insert(userSettings).values({ userId: bob.userId });
    expect(await read(bob)).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('refuse visitors with 401', async () => {
    expect((await t.request('GET', '/api/settings')).status).toBe(401);
    expect((await t.request('PATCH', '/api/settings', { theme: 'dark' })).status).toBe(401);
  });

  it('persist every tab per user, and a partial change leaves the rest alone', async () => {
    const change = {
      email_notifications: true,
      push_notifications: true,
      rental_updates: false,
      marketing_emails: true,
      public_profile: false,
      location_sharing: true,
      theme: 'dark',
      font_size: 'large',
      animations: false,
      language: 'de',
      timezone: 'pst',
      currency: 'eur',
    } as const;
    const res = await t.request('PATCH', '/api/settings', change, ada.headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(change);
    expect(await read(ada)).toEqual(change);
    await t.request('PATCH', '/api/settings', { font_size: 'small' }, ada.headers);
    expect(await read(ada)).toEqual({ ...change, font_size: 'small' });
  });

  it("one user's changes never touch another's settings", async () => {
    const before = await read(bob);
    await t.request('PATCH', '/api/settings', { theme: 'light', marketing_emails: true }, ada.headers);
    expect(await read(bob)).toEqual(before);
    // There is no way to name another user: extra keys such as user_id are refused.
    const sneaky = await t.request(
      'PATCH',
      '/api/settings',
      { user_id: bob.userId, theme: 'dark' },
      ada.headers,
    );
    expect(sneaky.status).toBe(400);
    expect(await read(bob)).toEqual(before);
  });

  it.each([
    [{ theme: 'neon' }],
    [{ font_size: 'huge' }],
    [{ language: 'it' }],
    [{ timezone: 'utc' }],
    [{ currency: 'jpy' }],
    [{ animations: 'yes' }],
    [{ mystery_setting: true }],
  ])('refuse %j with 400 and change nothing', async (body) => {
    const before = await read(ada);
    const res = await t.request('PATCH', '/api/settings', body, ada.headers);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('validation_failed');
    expect(await read(ada)).toEqual(before);
  });
});

describe('site information', () => {
  it('gives the support address from the system settings to anyone', async () => {
    const res = await t.request('GET', '/api/site');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      site_name: 'ShareShed',
      support_email: 'support@shareshed.app',
    });
  });
});
