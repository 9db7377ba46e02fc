import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Config } from '../config';
import { AppError } from '../errors';
import type { AppEnv } from './context';
import { isWhole } from './whole-answer';

/**
 * Security headers with a strict Content-Security-Policy for the built app, the same on every
 * answer (no nonce), so built once: the values Hono's secureHeaders() set with our options, now
 * set without it (one header list that the health probes' answer shares; http/security.test.ts
 * checks it still equals secureHeaders' output). A route that sets its own, stricter policy keeps
 * it (uploads are sandboxed: `default-src 'none'; sandbox`); the app-wide one only fills in where
 * none was set.
 */
export function securityHeaders(config: Config) {
  const record = appWideHeaders(config);
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('appHeaders', record);
    await next();
    // An answer sent whole got them from withAppWideHeaders when it was made.
    if (isWhole(c.res)) return;
    const target = c.res.headers;
    const ownPolicy = target.get('content-security-policy');
    const own: Record<string, string> = ownPolicy === null ? {} : { 'content-security-policy': ownPolicy };
    for (const [name, value] of Object.entries(withAppWideHeaders(record, own))) target.set(name, value);
    target.delete('x-powered-by');
  });
}

/**
 * `own` (an answer's headers, lower-case names) with the app-wide headers over them, except a
 * Content-Security-Policy of its own; no X-Powered-By. The one rule securityHeaders applies, to a
 * record here (an answer sent whole) and to a finished answer's headers there.
 */
export function withAppWideHeaders(
  appWide: Readonly<Record<string, string>>,
  own: Readonly<Record<string, string>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  // Copied name by name rather than deleted from a spread: a delete turns the record into a slow
  // dictionary that every later write and Node's header writer pay for.
  for (const name in own) if (name !== 'x-powered-by') out[name] = own[name]!;
  for (const name in appWide) {
    if (name === 'x-powered-by' || (name === 'content-security-policy' && own[name] !== undefined)) continue;
    out[name] = appWide[name]!;
  }
  return out;
}

/** The map tiles' origin as a CSP source: a {s} subdomain becomes a wildcard ('https://*.tile.example'). */
export function tileSource(template: string): string {
  const origin = /^(https?:\/\/[^/]+)/.exec(template)?.[1] ?? "'self'";
  return origin.replace('{s}', '*');
}

/** What every answer carries (lower-case names), for middleware and for answers made before it. */
export function appWideHeaders(config: Config): Readonly<Record<string, string>> {
  const imageSources = ["'self'", 'data:', 'blob:'];
  if (config.S3_PUBLIC_URL) imageSources.push(new URL(config.S3_PUBLIC_URL).origin);
  imageSources.push(tileSource(config.MAP_TILE_URL));
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imageSources.join(' ')}`,
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return {
    'cross-origin-resource-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(config.publicUrl.startsWith('https:')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'content-security-policy': policy,
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for mutations. Browsers send Origin (and Sec-Fetch-Site) on every unsafe
 * request; one from another site is refused. Requests without either header come from
 * non-browser clients, which hold no ambient cookies to abuse.
 */
export function csrfGuard(config: Config) {
  const allowed = new Set([new URL(config.publicUrl).origin]);
  return createMiddleware(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const selfOrigin = new URL(c.req.url).origin;
      const originOk = !origin || allowed.has(origin) || origin === selfOrigin;
      const siteOk = !site || site === 'same-origin' || site === 'none';
      if (!originOk || !siteOk) {
        throw new AppError('csrf_rejected', 403, 'This request came from another site and was refused.');
      }
    }
    await next();
  });
}

const NO_STORE = /\bno-store\b/;

/** Whether the request is signed in, or carries a session cookie the session middleware did not take. */
const signedIn = (c: Context<AppEnv>) =>
  c.get('user') != null || (c.req.header('cookie') ?? '').includes('session_token');

/**
 * Answers to a signed-in request (or ones that sign someone in) are private: no shared cache
 * may keep them and no browser cache may hold them after sign-out (own email, phone, messages).
 * Any other policy a route set (public caching, ETag revalidation) gives way to this one when
 * the request is signed in; an answer that already says no-store keeps its header. An answer sent
 * whole under this middleware (a kept one, http/kept-answer.ts) had the rule applied to its
 * record by `privateIfSignedIn`, so its headers are not read here.
 */
export const privateWhenSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  c.set('privateWhenSignedIn', true);
  await next();
  if (isWhole(c.res)) return;
  if (
    (signedIn(c) || c.res.headers.getSetCookie().some((cookie) => cookie.includes('session_token'))) &&
    !NO_STORE.test(c.res.headers.get('cache-control') ?? '')
  ) {
    c.res.headers.set('cache-control', 'private, no-store');
  }
});

/** privateWhenSignedIn's rule on the header record of an answer sent whole (which sets no cookie). */
export function privateIfSignedIn(c: Context<AppEnv>, headers: Record<string, string>): void {
  if (c.get('privateWhenSignedIn') && signedIn(c) && !NO_STORE.test(headers['cache-control'] ?? ''))
    headers['cache-control'] = 'private, no-store';
}
