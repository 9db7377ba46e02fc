import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from './logger';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Asks /api/health until it is not 200 (at most 5 s) after the test closed the app's database. */
async function healthAfterDatabaseGoes(app: TestApp) {
  const wentAway = Date.now();
  let status = 200;
  while (status === 200 && Date.now() - wentAway < 5_000) {
    status = (await app.request('GET', '/api/health')).status;
    if (status === 200) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { status, afterMs: Date.now() - wentAway };
}

describe('foundation HTTP behaviour', () => {
  it('reports a healthy database', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API routes with JSON 404, for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await t.request(method, '/api/definitely-not-a-route');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({
        error: { code: 'route_not_found', message: 'This API route does not exist.' },
      });
    }
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await t.request('GET', '/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
  });

  it('refuses a cross-site mutation (CSRF) but not a same-origin one', async () => {
    const evil = await t.request('POST', '/api/health', {}, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect((await evil.json()).error.code).toBe('csrf_rejected');
    const crossSite = await t.request('POST', '/api/health', {}, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const same = await t.request('POST', '/api/health', {});
    expect(same.status).toBe(404);
  });

  it('answers 503 when the database is down', async () => {
    const down = await createTestApp();
    await down.database.close();
    const res = await down.request('GET', '/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', database: 'down' });
  });

  it('answers a healthy probe ahead of the middleware chain, the same way, logging it at debug level only', async () => {
    const { logger, lines } = createMemoryLogger('info');
    const probed = await createTestApp({}, { logger });
    const headersOf = (res: Response) =>
      Object.fromEntries([...res.headers].filter(([name]) => name !== 'x-request-id'));
    // No background check has run yet: the route pings, and the request is logged as any other.
    const first = await probed.request('GET', '/api/health');
    const later = await probed.request('GET', '/api/health', undefined, { 'x-request-id': 'balancer-1' });
    expect(later.status).toBe(200);
    expect(await later.text()).toBe(await first.text());
    expect(headersOf(later)).toEqual(headersOf(first));
    expect(later.headers.get('x-request-id')).toBe('balancer-1');
    const healthLines = () => lines.filter((line) => line.path === '/api/health');
    expect(healthLines()).toEqual([expect.objectContaining({ msg: 'request', status: 200 })]);

    // A database going away is logged, with the error.
    await probed.database.close();
    expect((await healthAfterDatabaseGoes(probed)).status).toBe(503);
    expect(healthLines().at(-1)).toMatchObject({ msg: 'request', status: 503 });
    expect(lines.some((line) => line.msg === 'health check: database unavailable')).toBe(true);
  });

  it('turns 503 within about two seconds when the database goes away after a healthy answer', async () => {
    const goes = await createTestApp();
    expect((await goes.request('GET', '/api/health')).status).toBe(200);
    await goes.database.close();
    const { status, afterMs } = await healthAfterDatabaseGoes(goes);
    expect(status).toBe(503);
    expect(afterMs).toBeLessThan(2_500);
  });
});

describe('migrations', () => {
  it('create the search and overlap extensions', async () => {
    const { rows } = (await t.database.db.execute(
      'select extname from pg_extension order by extname',
    )) as unknown as { rows: { extname: string }[] };
    const names = rows.map((row) => row.extname);
    expect(names).toEqual(expect.arrayContaining(['btree_gist', 'cube', 'earthdistance', 'pg_trgm']));
  });

  it('are idempotent: applying them twice changes nothing', async () => {
    await expect(t.database.migrate()).resolves.toBeUndefined();
  });
});
