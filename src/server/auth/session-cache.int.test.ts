import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../db/schema';
import { signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Signed-in sessions are kept in memory for a few seconds (auth/session-cache.ts). Whatever
 * ends a session must still end it at once: in this process before the answer, and through the
 * database's change notice for a change made anywhere else (another process, a CLI, SQL).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (headers: { cookie: string }) => t.request('GET', '/api/roles/me', undefined, headers);

/** Signed in, and the session already kept by a first request. */
async function keptSession(email: string, admin = false) {
  const account = await signUpAndSignIn(t, { email, admin });
  expect((await me(account.headers)).status).toBe(200);
  expect((await me(account.headers)).status).toBe(200);
  return account;
}

describe('kept sessions', () => {
  it('stop working the moment the person signs out', async () => {
    const member = await keptSession('out@example.com');
    expect((await t.request('POST', '/api/auth/sign-out', {}, member.headers)).status).toBe(200);
    expect((await me(member.headers)).status).toBe(401);
  });

  it('stop working the moment an admin suspends the account', async () => {
    const admin = await keptSession('boss@example.com', true);
    const member = await keptSession('suspended@example.com');
    const res = await t.request(
      'POST',
      `/api/admin/users/${member.userId}/suspension`,
      { reason: 'Listed stolen goods' },
      admin.headers,
    );
    expect(res.status).toBe(200);
    expect((await me(member.headers)).status).toBe(401);
  });

  it('stop working once the session is deleted by anyone else (the database tells every process)', async () => {
    const member = await keptSession('elsewhere@example.com');
    await t.database.db.delete(session).where(eq(session.userId, member.userId));
    await expect.poll(async () => (await me(member.headers)).status).toBe(401);
  });

  it('stop working once the session expires, even when it was kept before', async () => {
    const member = await keptSession('expired@example.com');
    await t.database.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(session.userId, member.userId));
    await expect.poll(async () => (await me(member.headers)).status).toBe(401);
  });

  it('follow a role change at once', async () => {
    const admin = await keptSession('chief@example.com', true);
    const member = await keptSession('promoted@example.com');
    expect(((await (await me(member.headers)).json()) as { role: string }).role).toBe('user');
    const res = await t.request(
      'PUT',
      `/api/admin/users/${member.userId}/role`,
      { role: 'admin' },
      admin.headers,
    );
    expect(res.status).toBe(200);
    expect(((await (await me(member.headers)).json()) as { role: string }).role).toBe('admin');
  });
});
