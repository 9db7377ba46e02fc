import { createMiddleware } from 'hono/factory';
import { isWhole } from './kept-answer';

/** Bodies we build in memory (c.json, c.html, c.text); streams and files are left alone. */
const IN_MEMORY_TYPES = /^(application\/json|text\/html|text\/plain)/;

/**
 * Gives in-memory answers a Content-Length. `c.json()` sets none, so `compress()` could not see
 * that an answer is small and gzipped every one of them, health checks and 60-byte JSON included
 * (a quarter of the main thread on /api/health). Mounted inside `compress()`, so compress then
 * skips bodies under its 1 KB threshold. The body is rebuilt as a string so @hono/node-server
 * keeps its fast path for string bodies.
 */
export const contentLength = createMiddleware(async (c, next) => {
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
  const headers = new Headers(res.headers);
  headers.set('content-length', String(Buffer.byteLength(text)));
  // Unset first: assigning over a response merges the old one's headers into a stream copy.
  c.res = undefined;
  c.res = new Response(text, { status: res.status, statusText: res.statusText, headers });
});
