import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_RULES } from './auth/rate-limit';
import { uploadPhoto } from './items/testing';
import { cookiesFrom, type SignedIn, signIn, signUpAndSignIn } from './test/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './test/test-app';
import { makePng } from './uploads/test-images';

/**
 * Issue 13's audit findings 3 and 6 to 9, each reproduced through HTTP as the audit found it.
 * (Findings 1, 2, 4 and 5 have their own files: roles/admin-emails, http/hostile-input,
 * auth/lockout, items/page-meta.)
 */

let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  user = await signUpAndSignIn(t, { email: 'findings@example.com' });
}, 120_000);
afterAll(() => t.close());

/** A request as it arrives over a socket from `remoteAddress` (getConnInfo reads the Node bindings). */
function fromSocket(url: string, remoteAddress: string, init: RequestInit = {}) {
  return t.app.request(url, init, {
    incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: 'IPv4' } },
  });
}

describe('3. behind a proxy, the address is the one the trusted proxy saw', () => {
  it('a rotating first X-Forwarded-For entry buys no fresh address limit', async () => {
    const max = RATE_RULES.resetPerIp.max;
    const reset = (attempt: number) =>
      t.app.request('/api/auth/request-password-reset', {
        method: 'POST',
        headers: {
          origin: TEST_ORIGIN,
          'content-type': 'application/json',
          // The client writes the first entries; the one trusted proxy appends what it saw.
          'x-forwarded-for': `198.51.100.${attempt}, 10.1.${attempt}.1, 203.0.113.77`,
        },
        body: JSON.stringify({ email: `spray${attempt}@example.com` }),
      });
    for (let attempt = 0; attempt < max; attempt += 1) expect((await reset(attempt)).status).toBe(200);
    expect((await reset(max)).status).toBe(429);
  });
});

describe('6. uploads keep their sandbox policy', () => {
  it('an uploaded file is served with default-src none and sandbox, not the app-wide policy', async () => {
    const photo = await uploadPhoto(t, user, await makePng(64, 64));
    const response = await t.request('GET', new URL(photo.full.url, TEST_ORIGIN).pathname);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'none';/);
    expect(policy).toMatch(/(^|; )sandbox$/);
    expect(policy).not.toContain('script-src');
    // Pages still get the app-wide policy.
    expect((await t.request('GET', '/api/health')).headers.get('content-security-policy')).toContain(
      "script-src 'self'",
    );
  });
});

describe('7. session listing never shows tokens', () => {
  it('list-sessions has ids but no token, and a session is revoked by its id', async () => {
    const second = await signIn(t, user.email);
    const secondCookie = cookiesFrom(second);
    const listed = await t.request('GET', '/api/auth/list-sessions', undefined, user.headers);
    expect(listed.status).toBe(200);
    const text = await listed.text();
    const token = decodeURIComponent(user.headers.cookie).match(/session_token=([^.;]+)/)?.[1];
    expect(token).toBeTruthy();
    expect(text).not.toContain(token);
    const sessions = JSON.parse(text) as Record<string, unknown>[];
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    for (const session of sessions) expect(session).not.toHaveProperty('token');

    const mine = (await (
      await t.request('GET', '/api/auth/get-session', undefined, { cookie: secondCookie })
    ).json()) as {
      session: { id: string };
    };
    const revoked = await t.request(
      'POST',
      '/api/auth/revoke-session',
      { id: mine.session.id },
      user.headers,
    );
    expect(revoked.status).toBe(200);
    expect((await t.request('GET', '/api/roles/me', undefined, { cookie: secondCookie })).status).toBe(401);
    expect((await t.request('GET', '/api/roles/me', undefined, user.headers)).status).toBe(200);
  });
});

describe('8. the development outbox answers only this machine', () => {
  it('404 from another address, the outbox from loopback', async () => {
    expect((await fromSocket('/dev/mail', '203.0.113.9')).status).toBe(404);
    expect((await fromSocket('/dev/mail', '::ffff:192.168.1.20')).status).toBe(404);
    // A forged header does not make a stranger local: the trusted proxy's entry is the last one.
    const forged = await fromSocket('/dev/mail', '127.0.0.1', {
      headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
    });
    expect(forged.status).toBe(404);
    const local = await fromSocket('/dev/mail', '127.0.0.1');
    expect(local.status).toBe(200);
    expect(await local.text()).toContain('findings@example.com');
  });
});

describe('9. private answers are not cacheable', () => {
  it('GET /api/profile and every other signed-in answer say private, no-store', async () => {
    for (const path of ['/api/profile', '/api/roles/me', '/api/notifications', '/api/site']) {
      const response = await t.request('GET', path, undefined, user.headers);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
    // better-auth's own no-store is as strict, and stays.
    const session = await t.request('GET', '/api/auth/get-session', undefined, user.headers);
    expect(session.headers.get('cache-control')).toMatch(/no-store/);
    const signingIn = await signIn(t, user.email);
    expect(signingIn.headers.get('cache-control')).toBe('private, no-store');
    // A visitor's public answer keeps the route's own policy.
    expect((await t.request('GET', '/api/items/categories')).headers.get('cache-control')).not.toBe(
      'private, no-store',
    );
  });
});
