import { Hono } from 'hono';
import type { AppEnv, ResolvedDeps } from '../http/public';
import { readSiteInfo } from './site-info';

/**
 * GET /api/site: the public face of the system settings (name, description, support address),
 * for pages and mailto links. Nothing an admin keeps private is included.
 */
export function siteRoutes(deps: ResolvedDeps) {
  const { config } = deps;
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const info = await readSiteInfo(deps.database.db);
        // An admin's change (maintenance above all) must reach every visitor at once: no caching.
        c.header('Cache-Control', 'no-cache');
        return c.json(info);
      })
      // The map's tile source (MAP_TILE_URL, decision 027), read when a map first opens.
      .get('/map', (c) => {
        c.header('Cache-Control', 'public, max-age=3600');
        return c.json({
          tileUrl: config.MAP_TILE_URL,
          attribution: config.MAP_ATTRIBUTION,
          attributionUrl: config.MAP_ATTRIBUTION_URL,
        });
      })
  );
}
