import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logger';
import type { AppEnv } from './context';
import { requestLog } from './request-log';

describe('request log', () => {
  it("puts X-Request-Id on the handler's own answer instead of copying it through its body", async () => {
    const { logger } = createMemoryLogger();
    let answered: Response | undefined;
    const app = new Hono<AppEnv>().use(requestLog(logger)).get('/', (c) => {
      answered = c.json({ ok: true });
      return answered;
    });
    const res = await app.request('/');
    // A copy would have sent the answer down the server's stream-reading path (issue 18).
    expect(res).toBe(answered);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("logs one line per request with the request's id, and a handler's lines carry it too", async () => {
    const { logger, lines } = createMemoryLogger();
    const app = new Hono<AppEnv>().use(requestLog(logger)).get('/items/:id', (c) => {
      c.get('log').warn({ item: c.req.param('id') }, 'looked at');
      return c.text('x', 201);
    });
    const res = await app.request('/items/7', { headers: { 'x-request-id': 'from-the-proxy-1' } });
    expect(res.headers.get('x-request-id')).toBe('from-the-proxy-1');
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, requestId: 'from-the-proxy-1', item: '7', msg: 'looked at' }),
      expect.objectContaining({
        level: 30,
        requestId: 'from-the-proxy-1',
        method: 'GET',
        path: '/items/7',
        status: 201,
        msg: 'request',
      }),
    ]);
    // A made-up id is not echoed: a new one is given.
    const forged = await app.request('/items/8', { headers: { 'x-request-id': 'no spaces allowed' } });
    expect(forged.headers.get('x-request-id')).not.toBe('no spaces allowed');
  });
});
