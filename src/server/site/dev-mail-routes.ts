import { Hono } from 'hono';
import { clientIp, isLoopback } from '../auth/public';
import { notFound } from '../errors';
import type { AppDeps, AppEnv } from '../http/public';
import { listOutbox, renderDevMailPage } from '../platform/public';
import { getSettings } from '../settings/public';

/**
 * GET /dev/mail: the development outbox. Mounted only outside production, and answered only to
 * this machine: it holds password-reset and verification links, and the server listens on every
 * interface by default. Anyone else gets the same 404 as an unknown page. Requests made in-process
 * (tests) have no address and count as local.
 */
export function devMailRoutes({ database, config }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const address = clientIp(c, config);
    if (address !== null && !isLoopback(address)) throw notFound();
    const [entries, settings] = await Promise.all([listOutbox(database.db), getSettings(database.db)]);
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(renderDevMailPage(entries, settings.siteName));
  });
}
