import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { auditEvents, outboxMail, session, userRoles } from '../db/schema';
import { createLogger } from '../logger';
import { updateSettings } from '../settings/public';
import {
  cookiesFrom,
  latestMail,
  markVerified,
  signIn,
  signUp,
  signUpAndSignIn,
  TEST_PASSWORD,
} from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com, Chief@Example.com' });
});
afterAll(() => t.close());

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error;
const actions = async (action: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(desc(auditEvents.createdAt));

describe('sign-in', () => {
  it('refuses an unverified account with a clear message and sends a fresh verification link', async () => {
    await signUp(t, { email: 'unverified@example.com' });
    await t.runJobs();
    await t.database.db.delete(outboxMail).where(eq(outboxMail.to, 'unverified@example.com'));
    const response = await signIn(t, 'unverified@example.com');
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({
      code: 'email_not_verified',
      message:
        'Please verify your email address before logging in. We have sent you a new verification link.',
    });
    expect(response.headers.getSetCookie().join()).not.toContain('session_token');
    expect((await latestMail(t, 'unverified@example.com'))?.subject).toBe('Verify your email for ShareShed');
  });

  it('lets unverified accounts in while emailVerificationRequired is off', async () => {
    await signUp(t, { email: 'relaxed@example.com' });
    await updateSettings(t.database.db, { emailVerificationRequired: false }, null);
    try {
      expect((await signIn(t, 'relaxed@example.com')).status).toBe(200);
    } finally {
      await updateSettings(t.database.db, { emailVerificationRequired: true }, null);
    }
    expect((await signIn(t, 'relaxed@example.com')).status).toBe(403);
  });

  it('refuses a wrong password and records login_failed with the email and message', async () => {
    await signUp(t, { email: 'wrong@example.com' });
    await markVerified(t, 'wrong@example.com');
    const response = await signIn(t, 'wrong@example.com', 'Not-the-password1');
    expect(response.status).toBe(401);
    expect((await errorOf(response)).message).toBe('Invalid email or password');
    const [event] = await actions('login_failed');
    expect(event?.metadata).toEqual({ email: 'wrong@example.com', error: 'Invalid email or password' });
  });

  it('validates the login form the same way: email format, password required', async () => {
    const badEmail = await t.request('POST', '/api/auth/sign-in/email', { email: 'nope', password: 'x' });
    expect((await errorOf(badEmail)).message).toBe('Invalid email format');
    const noPassword = await t.request('POST', '/api/auth/sign-in/email', {
      email: 'a@example.com',
      password: '',
    });
    expect((await errorOf(noPassword)).message).toBe('Password is required');
  });

  it('signs in with an httpOnly, SameSite=Lax session cookie and records login_success', async () => {
    await signUp(t, { email: 'member@example.com' });
    await markVerified(t, 'member@example.com');
    const response = await signIn(t, 'member@example.com');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { id: string; email: string }; token?: string };
    expect(body.user.email).toBe('member@example.com');
    // The token lives only in the httpOnly cookie.
    expect(body.token).toBeUndefined();
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('shareshed.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const [event] = await actions('login_success');
    expect(event).toMatchObject({ actorId: body.user.id, metadata: { email: 'member@example.com' } });

    const current = await t.request('GET', '/api/auth/get-session', undefined, {
      cookie: cookiesFrom(response),
    });
    const read = (await current.json()) as { user: { email: string }; session: { token?: string } };
    expect(read.user.email).toBe('member@example.com');
    expect(read.session.token).toBeUndefined();
  });

  it('ends the server session on sign-out', async () => {
    const member = await signUpAndSignIn(t, { email: 'leaving@example.com' });
    expect((await t.request('GET', '/api/roles/me', undefined, member.headers)).status).toBe(200);
    const out = await t.request('POST', '/api/auth/sign-out', {}, member.headers);
    expect(out.status).toBe(200);
    const sessions = await t.database.db.select().from(session).where(eq(session.userId, member.userId));
    expect(sessions).toHaveLength(0);
    // The old cookie no longer opens anything.
    expect((await t.request('GET', '/api/roles/me', undefined, member.headers)).status).toBe(401);
    const read = await t.request('GET', '/api/auth/get-session', undefined, member.headers);
    expect(await read.json()).toBeNull();
  });

  it('uses Secure cookies when the public URL is https', async () => {
    const config = loadConfig({ ...t.env, PUBLIC_URL: 'https://shareshed.example' });
    const secure = createApp({ config, database: t.database, logger: createLogger('silent') });
    const post = (path: string) =>
      secure.request(`https://shareshed.example/api/auth${path}`, {
        method: 'POST',
        headers: { origin: 'https://shareshed.example', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'tls@example.com', password: TEST_PASSWORD }),
      });
    await post('/sign-up/email');
    await markVerified(t, 'tls@example.com');
    const response = await post('/sign-in/email');
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.includes('session_token='));
    expect(cookie).toMatch(/^__Secure-shareshed\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });
});

describe('ADMIN_EMAILS', () => {
  it('grants admin at the first verified sign-in (case-insensitive) and the role endpoint reports it', async () => {
    const chief = await signUpAndSignIn(t, { email: 'chief@example.com' });
    const role = await t.request('GET', '/api/roles/me', undefined, chief.headers);
    expect(await role.json()).toEqual({ role: 'admin' });
  });

  it('grants admin again at sign-in when the row is missing', async () => {
    const boss = await signUpAndSignIn(t, { email: 'boss@example.com' });
    await t.database.db.delete(userRoles).where(eq(userRoles.userId, boss.userId));
    expect(await (await t.request('GET', '/api/roles/me', undefined, boss.headers)).json()).toEqual({
      role: 'user',
    });
    await signIn(t, 'boss@example.com');
    expect(await (await t.request('GET', '/api/roles/me', undefined, boss.headers)).json()).toEqual({
      role: 'admin',
    });
  });

  it('leaves everyone else a user (no row means user)', async () => {
    const member = await signUpAndSignIn(t, { email: 'plain@example.com' });
    expect(await (await t.request('GET', '/api/roles/me', undefined, member.headers)).json()).toEqual({
      role: 'user',
    });
    const rows = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, member.userId));
    expect(rows).toHaveLength(0);
  });
});
