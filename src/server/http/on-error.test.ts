import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../logger';
import { PaymentProviderError } from '../platform/public';
import type { AppEnv } from './context';
import { onError } from './on-error';

describe('a payment provider failure', () => {
  it('reaches the person as the coded sentence and the log as the provider said it', async () => {
    const logged: { obj: unknown; msg: string }[] = [];
    const log = {
      error: (obj: unknown, msg: string) => logged.push({ obj, msg }),
    } as unknown as Logger;
    const sdkText = 'An error occurred with our connection to Stripe. Request was retried 2 times.';
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('log', log);
      await next();
    });
    app.get('/pay', () => {
      throw new PaymentProviderError(sdkText);
    });
    app.onError(onError);

    const res = await app.request('/pay');
    expect(res.status).toBe(503);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({
      error: {
        code: 'payments_unavailable',
        message: 'Payments are unavailable right now, please try again.',
      },
    });
    expect(body).not.toContain('retried');
    expect(logged).toEqual([
      { obj: { err: expect.objectContaining({ message: sdkText }) }, msg: 'payment provider failed' },
    ]);
  });
});

describe('a database race lost past its retries', () => {
  it('is 503 busy, which the person can simply try again, never a 500', async () => {
    const app = new Hono<AppEnv>();
    app.post('/book', () => {
      throw Object.assign(new Error('Failed query: insert into "rentals"'), {
        cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
      });
    });
    app.onError(onError);

    const res = await app.request('/book', { method: 'POST' });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: {
        code: 'busy',
        message: 'Many people are doing the same thing right now. Please try again in a moment.',
      },
    });
  });
});
