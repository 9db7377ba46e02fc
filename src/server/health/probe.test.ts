import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { appWideHeaders } from '../http/public';
import { createMemoryLogger } from '../logger';
import { healthProbes } from './probe';

const config = loadConfig({});

function probedApp(trusted: boolean, level = 'info') {
  const { logger, lines } = createMemoryLogger(level);
  const asked = { times: 0 };
  const liveness = {
    trusted: () => {
      asked.times += 1;
      return trusted;
    },
    check: async () => {},
  };
  const app = new Hono()
    .use('/api/health', healthProbes(liveness, config, logger))
    .all('*', (c) => c.text('the chain', 418));
  return { app, lines, asked };
}

describe('health probes ahead of the middleware chain', () => {
  it("answer a plain probe while the background check is fresh, with the route's body and headers", async () => {
    const { app, lines, asked } = probedApp(true);
    const res = await app.request('/api/health', { headers: { 'x-request-id': 'balancer-42' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"status":"ok","database":"ok"}');
    expect(Object.fromEntries(res.headers)).toEqual({
      ...appWideHeaders(config),
      'content-type': 'application/json',
      'content-length': '31',
      'x-request-id': 'balancer-42',
    });
    expect(asked.times).toBe(1);
    // Not logged at info: a balancer asks every few seconds.
    expect(lines).toEqual([]);
    const head = await app.request('/api/health', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('log healthy probes at debug level', async () => {
    const { app, lines } = probedApp(true, 'debug');
    await app.request('/api/health', { headers: { 'x-request-id': 'balancer-43' } });
    expect(lines).toEqual([
      expect.objectContaining({ level: 20, requestId: 'balancer-43', path: '/api/health', status: 200 }),
    ]);
  });

  it('leave everything else to the chain: no fresh check, a session cookie, another method or path', async () => {
    expect((await probedApp(false).app.request('/api/health')).status).toBe(418);
    const { app } = probedApp(true);
    const signedIn = { headers: { cookie: 'better-auth.session_token=abc.def' } };
    expect((await app.request('/api/health', signedIn)).status).toBe(418);
    expect((await app.request('/api/health', { method: 'POST' })).status).toBe(418);
    expect((await app.request('/api/health/ready')).status).toBe(418);
  });
});
