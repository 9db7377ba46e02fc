import { Hono } from 'hono';
import type { AppEnv, ResolvedDeps } from '../http/context';
import { readSiteInfo } from './site-info';

/**
 * GET /api/site: the public face of the system settings (name, description, support address),
 * for pages and mailto links. Nothing an admin keeps private is included.
 */
export function siteRoutes(deps: ResolvedDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const info = await readSiteInfo(deps.database.db);
    // An admin's change (maintenance above all) must reach every visitor at once: no caching.
    c.header('Cache-Control', 'no-cache');
    return c.json(info);
  });
}
