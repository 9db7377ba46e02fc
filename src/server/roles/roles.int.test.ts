import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRoleByEmail } from '../auth/public';
import { createAccounts, requireAdmin, sessionMiddleware } from '../auth/testing';
import type { AppEnv } from '../http/public';
import { onError } from '../http/testing';
import { createLogger } from '../logger';
import { signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { ADMIN_USAGE, parseAdminArgs, runAdminCommand } from './admin-command';

let t: TestApp;
/** An admin-only route, as the admin issue will mount them. */
let guarded: Hono<AppEnv>;
beforeAll(async () => {
  t = await createTestApp();
  const logger = createLogger('silent');
  const accounts = createAccounts({
    config: t.config,
    db: t.database.db,
    logger,
  });
  guarded = new Hono<AppEnv>()
    .use(sessionMiddleware(accounts, t.database, logger))
    .get('/api/admin-only', async (c) => c.json({ admin: (await requireAdmin(c)).email }));
  guarded.onError(onError);
});
afterAll(() => t.close());

describe('roles', () => {
  it('GET /api/roles/me needs a signed-in user', async () => {
    const response = await t.request('GET', '/api/roles/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in to continue.' },
    });
  });

  it('requireAdmin: 401 for visitors, 403 for users, 200 for admins', async () => {
    expect((await guarded.request('/api/admin-only')).status).toBe(401);
    const member = await signUpAndSignIn(t, { email: 'member@example.com' });
    const refused = await guarded.request('/api/admin-only', { headers: member.headers });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('forbidden');

    await setRoleByEmail(t.database.db, 'member@example.com', 'admin');
    const allowed = await guarded.request('/api/admin-only', { headers: member.headers });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ admin: 'member@example.com' });

    await setRoleByEmail(t.database.db, 'MEMBER@example.com', 'user');
    expect((await guarded.request('/api/admin-only', { headers: member.headers })).status).toBe(403);
  });

  it('setRoleByEmail refuses an unknown email', async () => {
    await expect(setRoleByEmail(t.database.db, 'nobody@example.com', 'admin')).rejects.toThrow(
      'No account uses the email nobody@example.com.',
    );
  });
});

describe('npm run admin', () => {
  it('prints the usage for anything but grant|revoke <email>', () => {
    const usage = spawnSync(
      process.execPath,
      ['scripts/run-ts.mjs', 'src/server/roles/cli.ts', 'promote', 'x@example.com'],
      { cwd: path.resolve(import.meta.dirname, '../../..'), encoding: 'utf8' },
    );
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('usage: npm run admin -- grant <email>');
    expect(parseAdminArgs(['grant', 'not-an-email'])).toEqual({
      error: 'Invalid email format: not-an-email',
    });
    expect(parseAdminArgs(['grant'])).toEqual({ error: ADMIN_USAGE });
    expect(parseAdminArgs(['revoke', ' Someone@Example.com '])).toEqual({
      action: 'revoke',
      email: 'someone@example.com',
    });
  });

  it('grants and revokes by email, and says so', async () => {
    const lines: string[] = [];
    const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(`! ${line}`) };
    expect(await runAdminCommand(t.database.db, { action: 'grant', email: 'cli@example.com' }, out)).toBe(1);
    const member = await signUpAndSignIn(t, { email: 'cli@example.com' });
    expect(await runAdminCommand(t.database.db, { action: 'grant', email: 'cli@example.com' }, out)).toBe(0);
    expect(await (await t.request('GET', '/api/roles/me', undefined, member.headers)).json()).toEqual({
      role: 'admin',
    });
    expect(await runAdminCommand(t.database.db, { action: 'revoke', email: 'cli@example.com' }, out)).toBe(0);
    expect(await (await t.request('GET', '/api/roles/me', undefined, member.headers)).json()).toEqual({
      role: 'user',
    });
    expect(lines).toEqual([
      '! No account uses the email cli@example.com.',
      'cli@example.com is now an admin.',
      'cli@example.com is no longer an admin.',
    ]);
  });
});
