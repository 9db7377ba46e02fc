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
