import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './context';
import { keptAnswer, sendKept } from './kept-answer';
import { isWhole } from './whole-answer';

/** Bodies we build in memory (c.json, c.html, c.text); streams and files are left alone. */
const IN_MEMORY_TYPES = /^(application\/json|text\/html|text\/plain)/;

/**
 * Sends every answer built in memory whole, as a kept answer is (http/kept-answer.ts): with its
 * length, gzip done at once for a client that asks for it, the app-wide headers and the request's
 * id in one plain record. `c.json()` sets no length, so compress() gzipped every answer however
 * small (a quarter of the main thread on /api/health), and through a CompressionStream: a
 * dropdown's answer of 1.2 KB waited about 0.8 ms for it, four times its SQL (issue 18). Mounted
 * inside compress(), which then finishes only streams, files and deflate. An answer that sets
 * cookies keeps its Headers object (a plain record has one value per name), with its length set.
 */
export const inMemoryAnswersWhole = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const res = c.res;
  if (isWhole(res)) return;
  const type = res.headers.get('content-type');
  if (
    res.status === 204 ||
    res.status === 304 ||
    !type ||
    !IN_MEMORY_TYPES.test(type) ||
    res.headers.has('content-length') ||
    res.headers.has('content-encoding') ||
    res.headers.has('transfer-encoding')
  )
    return;
  const text = await res.text();
  // Unset first: assigning over a response merges the old one's headers into a stream copy.
  c.res = undefined;
  if (res.headers.has('set-cookie')) {
    const headers = new Headers(res.headers);
    headers.set('content-length', String(Buffer.byteLength(text)));
    c.res = new Response(text, { status: res.status, statusText: res.statusText, headers });
    return;
  }
  c.res = await sendKept(
    c,
    keptAnswer(text),
    Object.fromEntries(res.headers),
    res.status as ContentfulStatusCode,
  );
});
