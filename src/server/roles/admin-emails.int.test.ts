import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRole } from '../auth/public';
import { userIdByEmail } from '../auth/testing';
import { updateSettings } from '../settings/public';
import { cookiesFrom, markVerified, signIn, signUp } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

/** Issue 13, finding 1: ADMIN_EMAILS grants the role only to a verified address, at sign-in. */
describe('ADMIN_EMAILS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com, chief@example.com' });
  }, 60_000);
  afterAll(() => t.close());

  async function roleOf(cookie: string) {
    const response = await t.request('GET', '/api/roles/me', undefined, { cookie });
    return ((await response.json()) as { role: string }).role;
  }

  it('a stranger who signs up first with a listed address, verification off, is no admin', async () => {
    await updateSettings(t.database.db, { emailVerificationRequired: false }, null);
    try {
      expect((await signUp(t, { email: 'boss@example.com' })).status).toBe(200);
      const session = await signIn(t, 'boss@example.com');
      expect(session.status).toBe(200);
      expect(await roleOf(cookiesFrom(session))).toBe('user');
    } finally {
      await updateSettings(t.database.db, { emailVerificationRequired: true }, null);
    }
  });

  it('sign-up grants nothing, even with verification on; an unverified account keeps nothing', async () => {
    expect((await signUp(t, { email: 'chief@example.com' })).status).toBe(200);
    const id = await userIdByEmail(t.database.db, 'chief@example.com');
    if (!id) throw new Error('the sign-up made no account');
    expect(await getRole(t.database.db, id)).toBe('user');
    // Unverified, the sign-in is refused and no role appears.
    expect((await signIn(t, 'chief@example.com')).status).toBe(403);
    expect(await getRole(t.database.db, id)).toBe('user');
  });

  it('the documented set-up stays: list the address, sign up, verify, sign in: admin', async () => {
    await markVerified(t, 'chief@example.com');
    const session = await signIn(t, 'chief@example.com');
    expect(session.status).toBe(200);
    expect(await roleOf(cookiesFrom(session))).toBe('admin');
  });
});
