import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/context';
import { getSettings } from '../../settings/service';
import { renderDevMailPage } from './dev-mail-page';
import { listOutbox } from './outbox-mailer';

/** GET /dev/mail: the development outbox. Mounted only outside production. */
export function devMailRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const [entries, settings] = await Promise.all([listOutbox(database.db), getSettings(database.db)]);
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(renderDevMailPage(entries, settings.siteName));
  });
}
