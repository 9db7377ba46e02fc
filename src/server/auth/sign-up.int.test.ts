import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, outboxMail, user } from '../db/schema';
import { updateSettings } from '../settings/public';
import { latestMail, linkIn, signIn, signUp, TEST_PASSWORD } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error;

describe('sign-up', () => {
  it.each([
    [{ email: '', password: TEST_PASSWORD }, 'Email is required'],
    [{ email: 'not-an-email', password: TEST_PASSWORD }, 'Invalid email format'],
    [{ email: 'short@example.com', password: 'Ab1' }, 'Password must be at least 8 characters'],
    [
      { email: 'upper@example.com', password: 'lowercase1' },
      'Password must contain at least one uppercase letter',
    ],
    [
      { email: 'lower@example.com', password: 'UPPERCASE1' },
      'Password must contain at least one lowercase letter',
    ],
    [{ email: 'number@example.com', password: 'NoNumbersHere' }, 'Password must contain at least one number'],
  ])('refuses %o with the spec message', async (body, message) => {
    const response = await t.request('POST', '/api/auth/sign-up/email', body);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: 'validation_failed', message });
    const [row] = await t.database.db.select().from(user).where(eq(user.email, body.email));
    expect(row).toBeUndefined();
  });

  it('creates an unverified account, stores the sanitised display name and emails a working link', async () => {
    const response = await signUp(t, { email: 'New.Person@Example.com', name: '  <b>Sam</b> Smith ' });
    expect(response.status).toBe(200);
    // No session before the email is verified.
    expect(response.headers.getSetCookie().join()).not.toContain('session_token');
    const [row] = await t.database.db.select().from(user).where(eq(user.email, 'new.person@example.com'));
    expect(row).toMatchObject({ name: 'bSam/b Smith', emailVerified: false });

    const mail = await latestMail(t, 'new.person@example.com');
    expect(mail?.subject).toBe('Verify your email for ShareShed');
    expect(mail?.html).toContain('ShareShed');
    const link = linkIn(mail?.text ?? '', '/api/auth/verify-email');
    expect(mail?.html).toContain(link.replace(/&/g, '&amp;'));

    const visit = await t.app.request(link);
    expect(visit.status).toBe(302);
    expect(visit.headers.get('location')).toBe('/welcome?view=login&verified=1');
    const [verified] = await t.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'new.person@example.com'));
    expect(verified?.emailVerified).toBe(true);
    expect((await signIn(t, 'new.person@example.com')).status).toBe(200);
  });

  it('sends a tampered verification link back with an error', async () => {
    await signUp(t, { email: 'tamper@example.com' });
    const link = linkIn((await latestMail(t, 'tamper@example.com'))?.text ?? '', 'verify-email');
    const visit = await t.app.request(link.replace(/token=[^&]+/, 'token=not-a-token'));
    expect(visit.status).toBe(302);
    expect(visit.headers.get('location')).toContain('error=');
    const [row] = await t.database.db.select().from(user).where(eq(user.email, 'tamper@example.com'));
    expect(row?.emailVerified).toBe(false);
  });

  it('never reveals that an email is taken: same answer, and the owner is told by email', async () => {
    await signUp(t, { email: 'taken@example.com' });
    const again = await signUp(t, { email: 'taken@example.com', password: 'Another1Password' });
    expect(again.status).toBe(200);
    const rows = await t.database.db.select().from(user).where(eq(user.email, 'taken@example.com'));
    expect(rows).toHaveLength(1);
    expect((await latestMail(t, 'taken@example.com'))?.subject).toBe('You already have a ShareShed account');
  });

  it('records signup_attempted and signup_failed with the email and the error message', async () => {
    await t.request('POST', '/api/auth/sign-up/email', { email: 'audit@example.com', password: 'weak' });
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'signup_failed'));
    expect(events).toContainEqual(
      expect.objectContaining({
        source: 'server',
        metadata: { email: 'audit@example.com', error: 'Password must be at least 8 characters' },
      }),
    );
    const attempts = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'signup_attempted')));
    expect(attempts.map((event) => event.metadata)).toContainEqual({ email: 'audit@example.com' });
  });

  it('is refused with a clear message while registration is disabled, and allowed again after', async () => {
    await updateSettings(t.database.db, { registrationEnabled: false }, null);
    const refused = await signUp(t, { email: 'closed@example.com' });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({
      code: 'registration_closed',
      message: 'New sign-ups are currently closed. Please try again later.',
    });
    await t.runJobs();
    const mails = await t.database.db
      .select()
      .from(outboxMail)
      .where(eq(outboxMail.to, 'closed@example.com'));
    expect(mails).toHaveLength(0);
    await updateSettings(t.database.db, { registrationEnabled: true }, null);
    expect((await signUp(t, { email: 'closed@example.com' })).status).toBe(200);
  });
});
