import { gunzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createMemoryLogger } from '../logger';
import { contentLength } from './content-length';
import type { AppEnv } from './context';
import { compressUnlessWhole, isWhole, keptAnswer, sendKept } from './kept-answer';
import { requestLog } from './request-log';
import { privateWhenSignedIn, securityHeaders } from './security';

const LARGE = JSON.stringify({
  items: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Drill ${i}` })),
});
const SMALL = '{"items":[]}';
const HEADERS = { 'content-type': 'application/json', 'cache-control': 'public, max-age=5' };

/**
 * The app's finishing middleware in the app's order (app.ts), with one route that sends a kept
 * answer and one that sends the same bytes as a plain answer, finished by that middleware.
 */
function finishingApp(signIn = false) {
  const { logger } = createMemoryLogger('warn');
  return new Hono<AppEnv>()
    .use(requestLog(logger))
    .use(securityHeaders(loadConfig({})))
    .use(compressUnlessWhole())
    .use(contentLength)
    .use(privateWhenSignedIn)
    .use(async (c, next) => {
      c.set('user', signIn ? { id: 'u1', email: 'a@example.com', name: null, emailVerified: true } : null);
      await next();
    })
    .get('/kept/:size', (c) =>
      sendKept(c, keptAnswer(c.req.param('size') === 'large' ? LARGE : SMALL), HEADERS),
    )
    .get('/plain/:size', (c) => c.body(c.req.param('size') === 'large' ? LARGE : SMALL, 200, HEADERS));
}

/** Every header but the request's id (a new one per request) and the date. */
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
    it(`carry what the middleware gives a plain answer (${size}, ${encoding ?? 'no encoding'}, ${method})`, async () => {
      const app = finishingApp();
      const init: RequestInit = { method, headers: encoding ? { 'accept-encoding': encoding } : {} };
      const kept = await app.request(`/kept/${size}`, init);
      const plain = await app.request(`/plain/${size}`, init);
      expect(isWhole(kept)).toBe(whole);
      expect(isWhole(plain)).toBe(false);
      expect(kept.status).toBe(200);
      expect(kept.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
      const expected = headersOf(plain);
      // compress() streams its gzip (no length); the kept answer sends its kept bytes' length.
      if (expected['content-encoding'] === 'gzip' && method === 'GET') {
        expect(expected['content-length']).toBeUndefined();
        expected['content-length'] = String((await kept.clone().arrayBuffer()).byteLength);
      }
      expect(headersOf(kept)).toEqual(expected);
      if (method === 'GET') expect(await bodyOf(kept)).toBe(await bodyOf(plain));
    });
  }

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
      // A plain answer is finished by reading and setting its headers, as before.
      await app.request('/plain/large', { headers: { 'accept-encoding': 'gzip' } });
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

  it('are still private when the request is signed in', async () => {
    const res = await finishingApp(true).request('/kept/large', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await bodyOf(res)).toBe(LARGE);
  });

  it('are not sent whole without the middleware that names their headers', async () => {
    const app = new Hono<AppEnv>().get('/', (c) => sendKept(c, keptAnswer(SMALL), HEADERS));
    const res = await app.request('/');
    expect(isWhole(res)).toBe(false);
    expect(res.headers.get('x-request-id')).toBeNull();
  });
});
