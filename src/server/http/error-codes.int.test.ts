import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/error-codes';
import { day, rentableItem, signUpRentalCast } from '../rentals/testing';
import { checkErrorCodes } from '../test/closed-error-codes';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; details?: Record<string, unknown> } })
    .error;

describe('error codes come from the one closed set', () => {
  it('a code outside ERROR_CODES fails the test that meets it', async () => {
    const rogue = checkErrorCodes(
      new Hono().get('/x', (c) => c.json({ error: { code: 'made_up', message: 'Nope' } }, 400)),
    );
    await expect(rogue.request('/x')).rejects.toThrow(
      'error code "made_up" (HTTP 400) is not in ERROR_CODES',
    );
    const known = checkErrorCodes(
      new Hono().get('/x', (c) => c.json({ error: { code: 'not_found', message: 'Not found' } }, 404)),
    );
    expect((await known.request('/x')).status).toBe(404);
  });

  it('answers with codes of the set, and the details the web words them with', async () => {
    const route = await errorOf(await t.request('GET', '/api/nothing-here'));
    expect(route.code).toBe('route_not_found');
    const signedOut = await errorOf(await t.request('GET', '/api/notifications'));
    expect(signedOut.code).toBe('unauthorized');
    const { owner, renter, admin } = await signUpRentalCast(t);
    const item = await rentableItem(t, owner, admin, { title: 'Long ladder' });
    const tooLong = await t.request(
      'POST',
      '/api/rentals/checkout',
      { itemId: item.id, startDate: day(2), rentalDays: 31 },
      renter.headers,
    );
    const long = await errorOf(tooLong);
    expect([long.code, long.details]).toEqual(['rental_too_long', { maxRentalDays: 30 }]);
    for (const code of [route.code, signedOut.code, long.code]) expect(ERROR_CODES).toContain(code);
  });
});
