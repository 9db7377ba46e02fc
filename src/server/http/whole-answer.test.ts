import { gunzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createMemoryLogger } from '../logger';
import type { AppEnv } from './context';
import { inMemoryAnswersWhole } from './in-memory-answers';
import { keptAnswer, sendKept } from './kept-answer';
import { requestLog } from './request-log';
import { privateWhenSignedIn, securityHeaders } from './security';
import { compressUnlessWhole, isWhole } from './whole-answer';

const LARGE = JSON.stringify({
  items: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Drill ${i}` })),
});
const SMALL = '{"items":[]}';
const HEADERS = { 'content-type': 'application/json', 'cache-control': 'public, max-age=5' };

/** A type the in-memory answers leave alone (compress() still gzips it). */
const STREAMED_TYPE = 'text/csv';
const bodyFor = (size: string) => (size === 'large' ? LARGE : SMALL);

/**
 * The app's finishing middleware in the app's order (app.ts), with a route that sends a kept
 * answer, one that sends the same bytes built in memory (as c.json does), and one that streams
 * them: a stream is finished by the middleware as every answer was before answers were sent whole.
 */
function finishingApp(signIn = false) {
  const { logger } = createMemoryLogger('warn');
  return new Hono<AppEnv>()
    .use(requestLog(logger))
    .use(securityHeaders(loadConfig({})))
    .use(compressUnlessWhole())
    .use(inMemoryAnswersWhole)
    .use(privateWhenSignedIn)
    .use(async (c, next) => {
      c.set('user', signIn ? { id: 'u1', email: 'a@example.com', name: null, emailVerified: true } : null);
      await next();
    })
    .get('/kept/:size', (c) => sendKept(c, keptAnswer(bodyFor(c.req.param('size'))), HEADERS))
    .get('/memory/:size', (c) => c.body(bodyFor(c.req.param('size')), 200, HEADERS))
    .get('/stream/:size', (c) =>
      c.body(new Blob([bodyFor(c.req.param('size'))]).stream(), 200, {
        ...HEADERS,
        'content-type': STREAMED_TYPE,
      }),
    )
    .get('/missing', (c) => c.json({ error: { code: 'not_found' } }, 404))
    .get('/cookies', (c) => {
      c.header('set-cookie', 'a=1; Path=/', { append: true });
      c.header('set-cookie', 'b=2; Path=/', { append: true });
      return c.json({ ok: true });
    });
}

/** Every header but the request's id (a new one per request). */
const headersOf = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => name !== 'x-request-id' && name !== 'date'));

const bodyOf = async (res: Response) => {
  const bytes = Buffer.from(await res.arrayBuffer());
  return res.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes).toString() : bytes.toString();
};

describe('answers sent whole', () => {
  const cases = [
    { size: 'large', encoding: 'gzip, deflate, br', method: 'GET', whole: true },
    { size: 'large', encoding: undefined, method: 'GET', whole: true },
    { size: 'small', encoding: 'gzip', method: 'GET', whole: true },
    // Hono answers HEAD with a copy of the GET's answer, without its body: finished as before.
    { size: 'large', encoding: 'gzip', method: 'HEAD', whole: false },
    // Deflate is compress()'s own: that answer is finished by the middleware as before.
    { size: 'large', encoding: 'deflate', method: 'GET', whole: false },
  ];
  for (const { size, encoding, method, whole } of cases) {
    it(`carry what the middleware gives a streamed answer (${size}, ${encoding ?? 'no encoding'}, ${method})`, async () => {
      const app = finishingApp();
      const init: RequestInit = { method, headers: encoding ? { 'accept-encoding': encoding } : {} };
      const streamed = await app.request(`/stream/${size}`, init);
      expect(isWhole(streamed)).toBe(false);
      const { 'content-type': streamedType, ...expected } = headersOf(streamed);
      expect(streamedType).toBe(STREAMED_TYPE);
      const streamedBody = method === 'GET' ? await bodyOf(streamed) : '';
      if (size === 'small') {
        // A stream has no length, so compress() gzips it however small; under 1 KB with its length
        // an answer goes as it is (compress()'s threshold).
        delete expected['content-encoding'];
        delete expected.vary;
      }
      for (const route of ['kept', 'memory']) {
        const res = await app.request(`/${route}/${size}`, init);
        expect(isWhole(res), route).toBe(whole);
        expect(res.status).toBe(200);
        expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
        const { 'content-length': length, 'content-type': type, ...rest } = headersOf(res);
        expect(type).toBe(HEADERS['content-type']);
        // A stream goes without a length; these say theirs.
        expect(
          { ...rest, ...(expected['content-length'] ? { 'content-length': length } : {}) },
          route,
        ).toEqual(expected);
        if (method === 'GET') {
          if (whole) expect(length).toBe(String((await res.clone().arrayBuffer()).byteLength));
          expect(await bodyOf(res)).toBe(streamedBody);
        }
      }
    });
  }

  it('keep their status', async () => {
    const res = await finishingApp().request('/missing');
    expect(isWhole(res)).toBe(true);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found' } });
  });

  it('are not made of answers that set cookies, which keep every cookie and get their length', async () => {
    const res = await finishingApp().request('/cookies');
    expect(isWhole(res)).toBe(false);
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(res.headers.get('content-length')).toBe('11');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('reach @hono/node-server as the plain record they were made with: no middleware reads their headers', async () => {
    // The server's own Response (installed when it starts), which keeps a plain record of headers
    // until something reads `headers`; reading them builds a Headers object (issue 18).
    getRequestListener(() => new Response(null));
    const prototype = Object.getPrototypeOf(new Response(null)) as object;
    const headers = Object.getOwnPropertyDescriptor(prototype, 'headers')!;
    let reads = 0;
    Object.defineProperty(prototype, 'headers', {
      ...headers,
      get() {
        reads += 1;
        return headers.get!.call(this);
      },
    });
    try {
      const app = finishingApp();
      for (const path of ['/kept/large', '/kept/small']) {
        reads = 0;
        const res = await app.request(path, { headers: { 'accept-encoding': 'gzip' } });
        expect(reads, path).toBe(0);
        expect(isWhole(res)).toBe(true);
      }
      // Signed in: private, from the record too.
      reads = 0;
      const signedIn = await finishingApp(true).request('/kept/large', {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(reads).toBe(0);
      expect(isWhole(signedIn)).toBe(true);
      expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
      // A streamed answer is finished by reading and setting its headers, as before.
      await app.request('/stream/large', { headers: { 'accept-encoding': 'gzip' } });
      expect(reads).toBeGreaterThan(0);
    } finally {
      Object.defineProperty(prototype, 'headers', headers);
    }
  });

  it('keep the request id a proxy gave', async () => {
    const res = await finishingApp().request('/kept/small', { headers: { 'x-request-id': 'proxy-42' } });
    expect(isWhole(res)).toBe(true);
    expect(res.headers.get('x-request-id')).toBe('proxy-42');
  });

  it('are still private when the request is signed in, or carries a session cookie', async () => {
    const requests: { app: ReturnType<typeof finishingApp>; headers: Record<string, string> }[] = [
      { app: finishingApp(true), headers: { 'accept-encoding': 'gzip' } },
      {
        app: finishingApp(),
        headers: { 'accept-encoding': 'gzip', cookie: 'shareshed.session_token=stale' },
      },
    ];
    for (const { app, headers } of requests) {
      for (const path of ['/kept/large', '/memory/large', '/kept/small']) {
        const res = await app.request(path, { headers });
        expect(isWhole(res), path).toBe(true);
        expect(res.headers.get('cache-control'), path).toBe('private, no-store');
        expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
        expect(await bodyOf(res)).toBe(path.endsWith('large') ? LARGE : SMALL);
      }
    }
    const guest = await finishingApp().request('/kept/large');
    expect(guest.headers.get('cache-control')).toBe(HEADERS['cache-control']);
  });

  it('are not sent whole without the middleware that names their headers', async () => {
    const app = new Hono<AppEnv>().get('/', (c) => sendKept(c, keptAnswer(SMALL), HEADERS));
    const res = await app.request('/');
    expect(isWhole(res)).toBe(false);
    expect(res.headers.get('x-request-id')).toBeNull();
  });
});
