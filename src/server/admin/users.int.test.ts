import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRole } from '../auth/public';
import { auditEvents, session, user } from '../db/schema';
import { latestMail, type SignedIn, signIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { json } from './testing';
import type { AdminUser, AdminUserPage } from './users-query';

let t: TestApp;
let admin: SignedIn;
let member: SignedIn;

type ErrorAnswer = { error: { code: string; message: string } };

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'listed@example.com' });
  admin = await signUpAndSignIn(t, { email: 'ada@example.com', name: 'Ada Admin', admin: true });
  member = await signUpAndSignIn(t, { email: 'mia@example.com', name: 'Mia Member' });
  // 23 more accounts straight into the table, a known second apart, for the page tests.
  await t.database.db.insert(user).values(
    Array.from({ length: 23 }, (_, index) => ({
      id: `bulk${String(index).padStart(4, '0')}-account`,
      name: `Bulk Person ${index}`,
      email: `bulk${index}@example.com`,
      createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, index)),
    })),
  );
}, 180_000);
afterAll(() => t.close());

const list = (query: string, who = admin) =>
  json<AdminUserPage>(t.request('GET', `/api/admin/users${query}`, undefined, who.headers));
const setRoleOf = (id: string, role: string, who = admin) =>
  t.request('PUT', `/api/admin/users/${id}/role`, { role }, who.headers);
const suspend = (id: string, reason = 'Repeated no-shows', who = admin) =>
  t.request('POST', `/api/admin/users/${id}/suspension`, { reason }, who.headers);
const restore = (id: string, who = admin) =>
  t.request('DELETE', `/api/admin/users/${id}/suspension`, undefined, who.headers);
const auditOf = (action: string) =>
  t.database.db.select().from(auditEvents).where(eq(auditEvents.action, action));

describe('the users list', () => {
  it('shows short id, display name, role and created date, newest first, and never an email', async () => {
    const res = await t.request('GET', '/api/admin/users', undefined, admin.headers);
    const text = await res.text();
    expect(text).not.toContain('@example.com');
    const page = JSON.parse(text) as AdminUserPage;
    expect(page).toMatchObject({ total: 25, page: 1, pageSize: 20, pageCount: 2 });
    expect(page.users).toHaveLength(20);
    expect(page.users[0]).toEqual({
      id: member.userId,
      shortId: member.userId.slice(0, 8),
      displayName: 'Mia Member',
      role: 'user',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      suspension: null,
      identity: 'none',
    });
    expect(page.users[1]).toMatchObject({ id: admin.userId, role: 'admin', displayName: 'Ada Admin' });
  });

  it('pages through everyone exactly once', async () => {
    const second = await list('?page=2');
    expect(second.users).toHaveLength(5);
    const first = await list('?page=1');
    const ids = new Set([...first.users, ...second.users].map((row) => row.id));
    expect(ids.size).toBe(25);
    // The oldest account is last.
    expect(second.users.at(-1)?.id).toBe('bulk0000-account');
  });

  it('finds people by name, by the start of their id, or by their exact email', async () => {
    expect((await list('?q=mia')).users.map((row) => row.id)).toEqual([member.userId]);
    expect((await list(`?q=${member.userId.slice(0, 8)}`)).users.map((row) => row.id)).toEqual([
      member.userId,
    ]);
    expect((await list('?q=MIA@example.com')).users.map((row) => row.id)).toEqual([member.userId]);
    // Part of an address finds nobody: the list must not become a way to guess emails.
    expect((await list('?q=example.com')).total).toBe(0);
    expect((await list('?q=Bulk%20Person%201')).total).toBe(11);
    // Wildcards are plain characters.
    expect((await list('?q=%25')).total).toBe(0);
  });

  it('filters by role and by status', async () => {
    expect((await list('?role=admin')).users.map((row) => row.id)).toEqual([admin.userId]);
    expect((await list('?role=user')).total).toBe(24);
    expect((await list('?status=suspended')).total).toBe(0);
  });

  it('refuses a bad page number with a clear message', async () => {
    const res = await t.request('GET', '/api/admin/users?page=0', undefined, admin.headers);
    expect(res.status).toBe(400);
  });
});

describe('granting and revoking admin', () => {
  it('grants admin, takes effect at once, and is audited', async () => {
    const res = await setRoleOf(member.userId, 'admin');
    expect(res.status).toBe(200);
    expect(await json<AdminUser>(res)).toMatchObject({ id: member.userId, role: 'admin' });
    expect((await t.request('GET', '/api/admin/settings', undefined, member.headers)).status).toBe(200);
    const [event] = await auditOf('admin_role_granted');
    expect(event).toMatchObject({
      actorId: admin.userId,
      resourceType: 'user',
      resourceId: member.userId,
      metadata: { from: 'user', to: 'admin' },
    });
  });

  it('revokes admin while another admin remains', async () => {
    const res = await setRoleOf(member.userId, 'user');
    expect(await json<AdminUser>(res)).toMatchObject({ role: 'user' });
    expect((await t.request('GET', '/api/admin/settings', undefined, member.headers)).status).toBe(403);
    expect(await auditOf('admin_role_revoked')).toHaveLength(1);
  });

  it('never removes the last admin, not even by themselves', async () => {
    const res = await setRoleOf(admin.userId, 'user');
    expect(res.status).toBe(409);
    expect(await json<ErrorAnswer>(res)).toEqual({
      error: {
        code: 'last_admin',
        message: 'The last admin cannot be removed. Make someone else an admin first.',
      },
    });
    expect((await list('?role=admin')).users.map((row) => row.id)).toEqual([admin.userId]);
  });

  it('counts a suspended admin as unable to act: the only active admin stays', async () => {
    await setRole(t.database.db, 'bulk0001-account', 'admin');
    expect((await suspend('bulk0001-account')).status).toBe(200);
    expect((await setRoleOf(admin.userId, 'user')).status).toBe(409);
    // Demoting the suspended admin is fine.
    expect((await setRoleOf('bulk0001-account', 'user')).status).toBe(200);
    expect((await restore('bulk0001-account')).status).toBe(200);
  });

  it('two admins demoting each other at once: exactly one succeeds', async () => {
    await setRoleOf(member.userId, 'admin');
    const [first, second] = await Promise.all([
      setRoleOf(member.userId, 'user', admin),
      setRoleOf(admin.userId, 'user', member),
    ]);
    // The loser is refused either as the last admin (409) or, if the winner went first, as no
    // longer an admin at all (403); never both demoted.
    const statuses = [first.status, second.status];
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect([403, 409]).toContain(statuses.find((status) => status !== 200));
    expect((await t.database.db.select().from(user)).length).toBe(25);
    const admins = await list('?role=admin', first.status === 200 ? admin : member);
    expect(admins.total).toBe(1);
    // Back to the starting point for the following tests.
    if (first.status !== 200) {
      await setRoleOf(admin.userId, 'admin', member);
      await setRoleOf(member.userId, 'user', admin);
    }
  });

  it('refuses to demote an admin listed in ADMIN_EMAILS (they would be re-granted at sign-in)', async () => {
    const listed = await signUpAndSignIn(t, { email: 'listed@example.com', name: 'Lee Listed' });
    expect((await list(`?q=${listed.userId}`)).users[0]?.role).toBe('admin');
    const res = await setRoleOf(listed.userId, 'user');
    expect(res.status).toBe(409);
    expect((await json<ErrorAnswer>(res)).error.code).toBe('admin_by_config');
  });

  it('answers 404 for an unknown user and 400 for an unknown role', async () => {
    expect((await setRoleOf('no-such-user', 'admin')).status).toBe(404);
    const bad = await setRoleOf(member.userId, 'owner');
    expect(bad.status).toBe(400);
    expect((await json<ErrorAnswer>(bad)).error.message).toBe('Choose a role: admin or user');
  });
});

describe('suspending and restoring', () => {
  let target: SignedIn;

  beforeAll(async () => {
    target = await signUpAndSignIn(t, { email: 'sam@example.com', name: 'Sam Suspect' });
  });

  it('needs a reason', async () => {
    const res = await suspend(target.userId, '   ');
    expect(res.status).toBe(400);
    expect((await json<ErrorAnswer>(res)).error.message).toBe('Please give a reason');
  });

  it('ends every session at once, refuses sign-in with a clear message, and tells the person', async () => {
    expect((await t.request('GET', '/api/roles/me', undefined, target.headers)).status).toBe(200);
    const res = await suspend(target.userId, 'Listed stolen goods');
    expect(res.status).toBe(200);
    expect(await json<AdminUser>(res)).toMatchObject({
      suspension: { reason: 'Listed stolen goods', since: expect.any(String) },
    });
    expect(await t.database.db.select().from(session).where(eq(session.userId, target.userId))).toEqual([]);

    // The old cookie no longer works for anything.
    expect((await t.request('GET', '/api/roles/me', undefined, target.headers)).status).toBe(401);
    expect((await t.request('POST', '/api/audit', { action: 'viewed_page' }, target.headers)).status).toBe(
      401,
    );

    const signInAgain = await signIn(t, 'sam@example.com');
    expect(signInAgain.status).toBe(403);
    expect((await json<ErrorAnswer>(signInAgain)).error.message).toBe(
      'Your account has been suspended. If you think this is a mistake, contact support@shareshed.app.',
    );
    expect(
      signInAgain.headers
        .getSetCookie()
        .some((c) => c.includes('session_token=') && !c.includes('session_token=;')),
    ).toBe(false);

    const mail = await latestMail(t, 'sam@example.com');
    expect(mail?.subject).toBe('Your ShareShed account has been suspended');
    expect(mail?.text).toContain('Reason: Listed stolen goods');
    expect(mail?.text).toContain('support@shareshed.app');

    const event = (await auditOf('user_suspended')).find((row) => row.resourceId === target.userId);
    expect(event).toMatchObject({
      actorId: admin.userId,
      resourceId: target.userId,
      metadata: { reason: 'Listed stolen goods', sessionsEnded: 1 },
    });
  });

  it('a wrong password still gets the ordinary answer (the suspension is not revealed)', async () => {
    const res = await signIn(t, 'sam@example.com', 'Wrong-password-1');
    expect(res.status).toBe(401);
    expect((await json<ErrorAnswer>(res)).error.message).not.toContain('suspended');
  });

  it('shows in the list and the status filter; suspending twice is refused', async () => {
    expect((await list('?status=suspended')).users.map((row) => row.id)).toEqual([target.userId]);
    expect((await suspend(target.userId)).status).toBe(409);
  });

  it('an admin cannot suspend themselves', async () => {
    const res = await suspend(admin.userId);
    expect(res.status).toBe(409);
    expect((await json<ErrorAnswer>(res)).error.code).toBe('self_suspension');
  });

  it('restoring lets the person sign in again, is audited and emailed', async () => {
    const res = await restore(target.userId);
    expect(res.status).toBe(200);
    expect((await json<AdminUser>(res)).suspension).toBeNull();
    expect((await signIn(t, 'sam@example.com')).status).toBe(200);
    expect((await latestMail(t, 'sam@example.com'))?.subject).toBe(
      'Your ShareShed account has been restored',
    );
    expect(await auditOf('user_restored')).toHaveLength(2);
    expect((await restore(target.userId)).status).toBe(409);
  });
});
