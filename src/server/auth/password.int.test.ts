import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, verification } from '../db/schema';
import { latestMail, linkIn, signIn, signUpAndSignIn, TEST_PASSWORD } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error;

/** Requests a reset and follows the emailed link to the page it redirects to. */
async function resetTokenFor(email: string): Promise<string> {
  const asked = await t.request('POST', '/api/auth/request-password-reset', { email });
  expect(asked.status).toBe(200);
  const mail = await latestMail(t, email);
  expect(mail?.subject).toBe('Reset your ShareShed password');
  const visit = await t.app.request(linkIn(mail?.text ?? '', '/api/auth/reset-password/'));
  expect(visit.status).toBe(302);
  const target = new URL(visit.headers.get('location') ?? '', 'http://localhost:3000');
  expect(target.pathname).toBe('/auth/reset-password');
  const token = target.searchParams.get('token');
  if (!token) throw new Error(`no token in ${target}`);
  return token;
}

describe('password reset', () => {
  it('requires an email first, with the spec messages', async () => {
    const empty = await t.request('POST', '/api/auth/request-password-reset', { email: '' });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe('Email is required');
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const response = await t.request('POST', '/api/auth/request-password-reset', {
      email: 'ghost@example.com',
    });
    expect(response.status).toBe(200);
    expect(await latestMail(t, 'ghost@example.com')).toBeUndefined();
  });

  it('resets the password once through the emailed link, and signs out other sessions', async () => {
    const member = await signUpAndSignIn(t, { email: 'forgetful@example.com' });
    const token = await resetTokenFor('forgetful@example.com');

    const weak = await t.request('POST', '/api/auth/reset-password', { token, newPassword: 'weakpass' });
    expect((await errorOf(weak)).message).toBe('Password must contain at least one uppercase letter');

    const done = await t.request('POST', '/api/auth/reset-password', {
      token,
      newPassword: 'Brand-New-Pass1',
    });
    expect(done.status).toBe(200);
    expect((await signIn(t, 'forgetful@example.com')).status).toBe(401);
    expect((await signIn(t, 'forgetful@example.com', 'Brand-New-Pass1')).status).toBe(200);
    expect((await t.request('GET', '/api/roles/me', undefined, member.headers)).status).toBe(401);

    const reused = await t.request('POST', '/api/auth/reset-password', {
      token,
      newPassword: 'Another-Pass2',
    });
    expect(reused.status).toBe(400);
    expect(await errorOf(reused)).toEqual({
      code: 'invalid_token',
      message: 'This password reset link is invalid or has expired. Please request a new one.',
    });
    expect((await signIn(t, 'forgetful@example.com', 'Another-Pass2')).status).toBe(401);
  });

  it('refuses an expired link, both when opened and when used', async () => {
    await signUpAndSignIn(t, { email: 'late@example.com' });
    const token = await resetTokenFor('late@example.com');
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, `reset-password:${token}`));

    const link = linkIn((await latestMail(t, 'late@example.com'))?.text ?? '', '/api/auth/reset-password/');
    const visit = await t.app.request(link);
    expect(visit.headers.get('location')).toContain('/auth/reset-password?error=INVALID_TOKEN');
    const used = await t.request('POST', '/api/auth/reset-password', {
      token,
      newPassword: 'Brand-New-Pass1',
    });
    expect(used.status).toBe(400);
    expect((await errorOf(used)).message).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
    expect((await signIn(t, 'late@example.com')).status).toBe(200);
  });
});

describe('change password (settings)', () => {
  it('needs a signed-in user', async () => {
    const response = await t.request('POST', '/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Changed-Pass1',
    });
    expect(response.status).toBe(401);
  });

  it('refuses a wrong current password with a clear message (not a 500)', async () => {
    const member = await signUpAndSignIn(t, { email: 'changer@example.com' });
    const response = await t.request(
      'POST',
      '/api/auth/change-password',
      { currentPassword: 'Wrong-Pass1', newPassword: 'Changed-Pass1' },
      member.headers,
    );
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: 'invalid_current_password',
      message: 'Your current password is incorrect.',
    });
  });

  it('refuses a weak new password with the spec message', async () => {
    const member = await signUpAndSignIn(t, { email: 'weakling@example.com' });
    const response = await t.request(
      'POST',
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'nouppercase1' },
      member.headers,
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('Password must contain at least one uppercase letter');
  });

  it('changes the password; the old one stops working', async () => {
    const member = await signUpAndSignIn(t, { email: 'rotator@example.com' });
    const response = await t.request(
      'POST',
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'Changed-Pass1', revokeOtherSessions: true },
      member.headers,
    );
    expect(response.status).toBe(200);
    expect((await signIn(t, 'rotator@example.com')).status).toBe(401);
    expect((await signIn(t, 'rotator@example.com', 'Changed-Pass1')).status).toBe(200);
    const sessions = await t.database.db.select().from(session).where(eq(session.userId, member.userId));
    expect(sessions.length).toBeGreaterThan(0);
  });
});
