import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Logger } from '../logger';
import type { AppEnv } from './context';
import { isWhole } from './whole-answer';

/** The caller's X-Request-Id when it is a sane token (a proxy's), else a new one. */
export function requestIdOf(c: Context): string {
  const incoming = c.req.header('x-request-id');
  return incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * Gives each request an id (echoed as X-Request-Id) and a child logger, and logs one line per
 * request (the same line the child would write; a no-op below LOG_LEVEL=info).
 */
export function requestLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const requestId = requestIdOf(c);
    c.set('requestId', requestId);
    c.set('log', childOnFirstUse(logger, requestId));
    const started = performance.now();
    await next();
    if (!isWhole(c.res)) setHeader(c, 'X-Request-Id', requestId);
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
}

/**
 * The request's child logger, made when a handler first logs: most requests log nothing but
 * their one line, and pino's child() (bindings serialised, redaction set up) was 3% of the CPU
 * of a kept answer (issue 18).
 */
function childOnFirstUse(logger: Logger, requestId: string): Logger {
  let child: Logger | undefined;
  return new Proxy(logger, {
    get(_root, key) {
      child ??= logger.child({ requestId });
      const value: unknown = Reflect.get(child, key, child);
      return typeof value === 'function' ? value.bind(child) : value;
    },
  });
}

/**
 * Sets a header on the finished answer in place. `c.header()` after the handler copies the
 * response through its body stream, which sends the answer down @hono/node-server's slow path
 * (a ReadableStream read per request: a fifth of the CPU of a kept answer, issue 18). Headers a
 * runtime made immutable (a fetched response) still take the copying way.
 */
export function setHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
