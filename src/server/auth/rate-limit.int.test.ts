import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { markVerified, signIn, signUp } from '../test/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { RATE_RULES } from './rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const post = (app: { request: TestApp['app']['request'] }, path: string, body: unknown, ip: string) =>
  app.request(path, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });

async function expectTooMany(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe('too_many_attempts');
  expect(body.error.message).toMatch(
    /^Too many attempts\. Please wait (a minute|\d+ minutes) and try again\.$/,
  );
}

describe('rate limits (kept in Postgres)', () => {
  it('locks sign-in for an email after repeated failures, even with the right password; successes do not count', async () => {
    await signUp(t, { email: 'target@example.com' });
    await markVerified(t, 'target@example.com');
    const max = RATE_RULES.signInPerAccountAddress.max;
    for (let attempt = 1; attempt < max; attempt += 1) {
      expect((await signIn(t, 'target@example.com', `Wrong-Pass${attempt}`)).status).toBe(401);
    }
    // A success gives its attempt back...
    expect((await signIn(t, 'target@example.com')).status).toBe(200);
    expect((await signIn(t, 'target@example.com', 'Wrong-Pass-last1')).status).toBe(401);
    // ...but the next failure is one too many, and then even the right password waits.
    await expectTooMany(await signIn(t, 'target@example.com', 'Wrong-Pass-over1'));
    const locked = await signIn(t, 'target@example.com');
    await expectTooMany(locked);
    expect(locked.headers.getSetCookie().join()).not.toContain('session_token');
  });

  it('holds across processes: a second app on the same database sees the same counters', async () => {
    const other = createApp({ config: t.config, database: t.database, logger: createLogger('silent') });
    const max = RATE_RULES.resetPerEmail.max;
    for (let attempt = 0; attempt < max; attempt += 1) {
      const app = attempt % 2 === 0 ? t.app : other;
      expect(
        (await post(app, '/api/auth/request-password-reset', { email: 'shared@example.com' }, '10.0.0.1'))
          .status,
      ).toBe(200);
    }
    await expectTooMany(
      await post(other, '/api/auth/request-password-reset', { email: 'shared@example.com' }, '10.0.0.2'),
    );
    await expectTooMany(
      await post(t.app, '/api/auth/request-password-reset', { email: 'shared@example.com' }, '10.0.0.3'),
    );
  });

  it('limits password-reset requests per address, whichever emails they name', async () => {
    const max = RATE_RULES.resetPerIp.max;
    for (let attempt = 0; attempt < max; attempt += 1) {
      const response = await post(
        t.app,
        '/api/auth/request-password-reset',
        { email: `r${attempt}@example.com` },
        '10.9.9.9',
      );
      expect(response.status).toBe(200);
    }
    await expectTooMany(
      await post(t.app, '/api/auth/request-password-reset', { email: 'next@example.com' }, '10.9.9.9'),
    );
    // Another address is unaffected.
    expect(
      (await post(t.app, '/api/auth/request-password-reset', { email: 'next@example.com' }, '10.9.9.8'))
        .status,
    ).toBe(200);
  });

  it('does not count loopback against address limits (this machine), but still per account', async () => {
    const max = RATE_RULES.resetPerIp.max;
    for (let attempt = 0; attempt <= max; attempt += 1) {
      const response = await post(
        t.app,
        '/api/auth/request-password-reset',
        { email: `l${attempt}@example.com` },
        '127.0.0.1',
      );
      expect(response.status).toBe(200);
    }
    for (let attempt = 0; attempt < RATE_RULES.resetPerEmail.max; attempt += 1) {
      await post(t.app, '/api/auth/request-password-reset', { email: 'local@example.com' }, '::1');
    }
    await expectTooMany(
      await post(t.app, '/api/auth/request-password-reset', { email: 'local@example.com' }, '::1'),
    );
  });

  it('limits sign-ups per email', async () => {
    const max = RATE_RULES.signUpPerEmail.max;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await signUp(t, { email: 'spam@example.com' })).status).toBe(200);
    }
    await expectTooMany(await signUp(t, { email: 'spam@example.com' }));
  });
});
