import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, markVerified, signUp, TEST_PASSWORD } from '../test/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { RATE_RULES } from './rate-limit';

/** Issue 13, finding 4: wrong passwords from a stranger must not lock the owner out. */
describe('no lockout by strangers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    await signUp(t, { email: 'owner@example.com' });
    await markVerified(t, 'owner@example.com');
  }, 120_000);
  afterAll(() => t.close());

  const signInFrom = (address: string, password: string) =>
    t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email: 'owner@example.com', password }),
    });

  it("a stranger's wrong passwords lock only the stranger; the owner signs in and is told", async () => {
    const max = RATE_RULES.signInPerAccountAddress.max;
    for (let attempt = 1; attempt <= max; attempt += 1) {
      expect((await signInFrom('203.0.113.66', `Wrong-Pass${attempt}`)).status).toBe(401);
    }
    expect((await signInFrom('203.0.113.66', 'Wrong-Pass-over1')).status).toBe(429);
    // Even the right password waits from the guessing address...
    expect((await signInFrom('203.0.113.66', TEST_PASSWORD)).status).toBe(429);
    // ...while the owner, from their own address, is not locked out.
    expect((await signInFrom('198.51.100.7', TEST_PASSWORD)).status).toBe(200);

    const warning = await latestMail(t, 'owner@example.com');
    expect(warning?.subject).toBe('Someone is trying to sign in to your ShareShed account');
  });

  it('guessing spread over many addresses meets the slower per-account limit', async () => {
    const perAccount = RATE_RULES.signInPerAccount.max;
    // The first test already spent max + 2 failures on this account.
    let spent = RATE_RULES.signInPerAccountAddress.max + 2;
    let address = 1;
    while (spent < perAccount) {
      const response = await signInFrom(`192.0.2.${address}`, `Wrong-Pass${spent}`);
      expect(response.status).toBe(401);
      spent += 1;
      if (spent % 5 === 0) address += 1;
    }
    expect((await signInFrom('192.0.2.200', 'Wrong-Pass-again1')).status).toBe(429);
  });
});
