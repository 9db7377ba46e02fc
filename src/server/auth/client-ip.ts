import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Config } from '../config';

/**
 * The client's address for rate limits and audit: the socket's peer, or with TRUST_PROXY the
 * address the proxy put first in X-Forwarded-For. Null when neither is known (in-process
 * requests in tests): then only the per-account limits apply.
 */
export function clientIp(c: Context, config: Config): string | null {
  if (config.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}
