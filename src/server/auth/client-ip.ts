import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Config } from '../config';

/** The socket's peer, or null for in-process requests (tests) that have no socket. */
export function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/**
 * The client's address for rate limits and audit. Without TRUST_PROXY it is the socket's peer.
 * With TRUST_PROXY=N, each trusted proxy appends the address it saw to X-Forwarded-For, so the
 * N-th entry from the right is what the outermost trusted proxy saw; everything left of it was
 * written by the client and is ignored (a rotating first entry must not buy fresh limits). A
 * value that is not an IP address falls back to the socket's peer. Null when neither is known
 * (in-process requests in tests): then only the per-account limits apply.
 */
export function clientIp(c: Context, config: Pick<Config, 'TRUST_PROXY'>): string | null {
  const hops = config.TRUST_PROXY;
  if (hops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Fewer entries than hops: the chain is shorter than configured; the leftmost is the best known.
    const seen = entries[Math.max(0, entries.length - hops)];
    if (seen && isIP(seen)) return seen;
  }
  return socketAddress(c);
}
