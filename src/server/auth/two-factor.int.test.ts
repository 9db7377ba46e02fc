import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, twoFactor, user } from '../db/schema';
import { cookiesFrom, signIn, signUpAndSignIn, TEST_PASSWORD } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { totpCode } from '../test/totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error;

interface Enabled {
  totpURI: string;
  backupCodes: string[];
}

/** Turns TOTP on as the settings screen does: password, then the first code. */
async function enableTwoFactor(headers: { cookie: string }) {
  const started = await t.request(
    'POST',
    '/api/auth/two-factor/enable',
    { password: TEST_PASSWORD },
    headers,
  );
  expect(started.status).toBe(200);
  const enabled = (await started.json()) as Enabled;
  // Enabling swaps the session for a new one.
  const cookie = cookiesFrom(started) || headers.cookie;
  const confirmed = await t.request(
    'POST',
    '/api/auth/two-factor/verify-totp',
    { code: totpCode(enabled.totpURI) },
    { cookie },
  );
  expect(confirmed.status).toBe(200);
  return { ...enabled, cookie: cookiesFrom(confirmed) || cookie };
}

/** Sign-in step one: password accepted, second factor pending; returns the two-factor cookie. */
async function startSignIn(email: string) {
  const response = await signIn(t, email);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ twoFactorRedirect: true });
  expect(response.headers.getSetCookie().join()).not.toMatch(/session_token=[^;]/);
  return { cookie: cookiesFrom(response) };
}

describe('two-factor sign-in (TOTP)', () => {
  it('refuses to start without the right password', async () => {
    const member = await signUpAndSignIn(t, { email: 'nopass@example.com' });
    const response = await t.request(
      'POST',
      '/api/auth/two-factor/enable',
      { password: 'Wrong-Pass1' },
      member.headers,
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('The password you entered is incorrect.');
  });

  it('is only on after the first correct code', async () => {
    const member = await signUpAndSignIn(t, { email: 'halfway@example.com' });
    const started = await t.request(
      'POST',
      '/api/auth/two-factor/enable',
      { password: TEST_PASSWORD },
      member.headers,
    );
    const { totpURI, backupCodes } = (await started.json()) as Enabled;
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/ShareShed:halfway%40example\.com\?/);
    expect(new URL(totpURI).searchParams.get('issuer')).toBe('ShareShed');
    expect(backupCodes).toHaveLength(10);
    const [row] = await t.database.db.select().from(user).where(eq(user.id, member.userId));
    expect(row?.twoFactorEnabled).toBe(false);
    // Without the confirming code, signing in needs no second step.
    expect(await (await signIn(t, 'halfway@example.com')).json()).not.toHaveProperty('twoFactorRedirect');
  });

  it('asks for a code at sign-in once on, and accepts the authenticator code', async () => {
    const member = await signUpAndSignIn(t, { email: 'secure@example.com' });
    const { totpURI } = await enableTwoFactor(member.headers);
    const [row] = await t.database.db.select().from(user).where(eq(user.id, member.userId));
    expect(row?.twoFactorEnabled).toBe(true);
    const [stored] = await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, member.userId));
    // The secret is stored encrypted, never as the base32 the app shows.
    expect(stored?.secret).not.toContain(new URL(totpURI).searchParams.get('secret'));

    const pending = await startSignIn('secure@example.com');
    const wrong = await t.request('POST', '/api/auth/two-factor/verify-totp', { code: '000000' }, pending);
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).message).toBe('That code is not correct. Please try again.');
    const malformed = await t.request('POST', '/api/auth/two-factor/verify-totp', { code: '12ab' }, pending);
    expect((await errorOf(malformed)).message).toBe('Enter the 6-digit code from your authenticator app');

    const verified = await t.request(
      'POST',
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(totpURI) },
      pending,
    );
    expect(verified.status).toBe(200);
    const session = cookiesFrom(verified);
    expect(session).toContain('session_token=');
    const me = await t.request('GET', '/api/roles/me', undefined, { cookie: session });
    expect(me.status).toBe(200);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorId, member.userId));
    expect(events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['login_two_factor_required', 'login_success']),
    );
  });

  it('accepts a backup code once', async () => {
    const member = await signUpAndSignIn(t, { email: 'backup@example.com' });
    const { backupCodes } = await enableTwoFactor(member.headers);
    const code = backupCodes[0] ?? '';

    const first = await startSignIn('backup@example.com');
    const used = await t.request('POST', '/api/auth/two-factor/verify-backup-code', { code }, first);
    expect(used.status).toBe(200);
    expect(cookiesFrom(used)).toContain('session_token=');

    const second = await startSignIn('backup@example.com');
    const reused = await t.request('POST', '/api/auth/two-factor/verify-backup-code', { code }, second);
    expect(reused.status).toBe(401);
    expect((await errorOf(reused)).message).toBe('That backup code is not correct or has already been used.');
  });

  it('can be turned off with the password; sign-in is one step again', async () => {
    const member = await signUpAndSignIn(t, { email: 'undo@example.com' });
    const { cookie } = await enableTwoFactor(member.headers);
    const wrong = await t.request(
      'POST',
      '/api/auth/two-factor/disable',
      { password: 'Wrong-Pass1' },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    const off = await t.request(
      'POST',
      '/api/auth/two-factor/disable',
      { password: TEST_PASSWORD },
      { cookie },
    );
    expect(off.status).toBe(200);
    const [row] = await t.database.db.select().from(user).where(eq(user.id, member.userId));
    expect(row?.twoFactorEnabled).toBe(false);
    expect(await (await signIn(t, 'undo@example.com')).json()).not.toHaveProperty('twoFactorRedirect');
  });
});
