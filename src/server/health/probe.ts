import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import { appWideHeaders, requestIdOf } from '../http/public';
import type { Logger } from '../logger';
import type { Liveness } from './liveness';

/** The healthy answer of GET /api/health, asked many times a second by load balancers. */
export const LIVE_BODY = JSON.stringify({ status: 'ok', database: 'ok' });

/**
 * GET /api/health from a load balancer, answered ahead of the middleware chain (issue 18: a
 * probe paid for the request log, the security headers middleware, compression, CSRF, the session
 * lookup and the API's routing, 80 µs where the floor spends about 13). The answer is the one the
 * route gives, with the same headers (the app-wide security headers, X-Request-Id), built in one
 * step for @hono/node-server's fast path.
 *
 * Only the plain case is answered here: a fresh background check stands and the request carries
 * no session cookie (whose answer the API marks private). Anything else (the first probe, a
 * database going away, a browser that is signed in, another method) goes through the chain and
 * the route as before, and is logged as any request is.
 *
 * Healthy probes are logged at debug level only: one every few seconds from each balancer would
 * bury the request log (README, LOG_LEVEL).
 */
export function healthProbes(liveness: Liveness, config: Config, logger: Logger): MiddlewareHandler {
  const headers = {
    ...appWideHeaders(config),
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(LIVE_BODY)),
  };
  return async (c, next) => {
    const method = c.req.method;
    if (
      (method !== 'GET' && method !== 'HEAD') ||
      c.req.header('cookie')?.includes('session_token') ||
      !liveness.trusted()
    )
      return next();
    const requestId = requestIdOf(c);
    if (logger.isLevelEnabled('debug')) {
      logger.debug({ requestId, method, path: c.req.path, status: 200, ms: 0 }, 'request');
    }
    // A plain object of headers: @hono/node-server writes it as it is, with no Headers object.
    return new Response(LIVE_BODY, { status: 200, headers: { ...headers, 'x-request-id': requestId } });
  };
}
