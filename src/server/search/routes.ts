import { Hono } from 'hono';
import { SEARCH_LIMITS } from '../../shared/constants';
import {
  placeQuerySchema,
  popularQuerySchema,
  recentSearchSchema,
  searchQuerySchema,
  suggestionQuerySchema,
} from '../../shared/schemas/search';
import { requireUser } from '../auth/public';
import type { AppEnv, ResolvedDeps } from '../http/public';
import { publicJson, validate } from '../http/public';
import { pointKey, viewerPlace, viewerPoint } from '../items/public';
import { clearRecentSearches, listRecentSearches, recordRecentSearch } from './recent';
import { keptPlanSession, popularNear, searchItems, textSearchSession } from './service';

/**
 * /api/search: results (search page, Nearby, category pages), 'Most Popular in Your Area', the
 * suggestion dropdown, and the signed-in user's recent searches. Everyone may search; distances
 * are measured from the browser's position when sent, else the signed-in user's profile place.
 */
export function searchRoutes(deps: ResolvedDeps) {
  const textDb = textSearchSession(deps.database);
  const keptPlans = keptPlanSession(deps.database);
  // reads: where word lookups are kept, as the public answers are; keptPlans: where the popular
  // items are planned once.
  const services = () => ({
    db: deps.database.db,
    storage: deps.storage,
    reads: deps.publicReads,
    keptPlans,
  });
  const pointOf = (query: { lat?: number | undefined; lng?: number | undefined }, userId: string | null) =>
    viewerPoint(deps.database.db, query, userId);
  return (
    new Hono<AppEnv>()
      .get('/', validate('query', searchQuerySchema), async (c) => {
        const query = c.req.valid('query');
        // The same for everyone at the same point (a member's may be their profile's place).
        const point = await pointOf(query, c.get('user')?.id ?? null);
        return publicJson(c, deps.publicReads, () => searchItems({ ...services(), textDb }, query, point), {
          forMembers: true,
          variant: pointKey(point),
        });
      })
      .get('/popular', validate('query', popularQuerySchema), async (c) => {
        const query = c.req.valid('query');
        const point = await pointOf(query, c.get('user')?.id ?? null);
        return publicJson(
          c,
          deps.publicReads,
          async () => ({
            items: await popularNear(services(), { point, miles: query.within, limit: query.limit }),
            located: point !== null,
          }),
          { forMembers: true, variant: pointKey(point) },
        );
      })
      // A place the visitor gives (typed or the browser's), rounded: lists measure from it.
      .get('/place', validate('query', placeQuerySchema), async (c) => {
        c.header('Cache-Control', 'public, max-age=86400');
        return c.json(await viewerPlace(c.req.valid('query')));
      })
      .get('/suggestions', validate('query', suggestionQuerySchema), async (c) => {
        const query = c.req.valid('query');
        const userId = c.get('user')?.id ?? null;
        const point = await pointOf(query, userId);
        const [popular, recent] = await Promise.all([
          popularNear(services(), {
            point,
            miles: SEARCH_LIMITS.suggestionMiles,
            limit: 4,
            q: query.q,
          }),
          userId ? listRecentSearches(deps.database.db, userId) : Promise.resolve([]),
        ]);
        // A visitor without searches of their own gets the spec's four defaults (from the web's texts).
        c.header('Cache-Control', 'private, no-store');
        return c.json({ popular, recent: recent.length > 0 ? recent : null });
      })
      .post('/recent', validate('json', recentSearchSchema), async (c) => {
        const current = requireUser(c);
        await recordRecentSearch(deps.database.db, current.id, c.req.valid('json').q);
        return c.json({ recent: await listRecentSearches(deps.database.db, current.id) }, 201);
      })
      .delete('/recent', async (c) => {
        const current = requireUser(c);
        await clearRecentSearches(deps.database.db, current.id);
        return c.json({ ok: true as const });
      })
  );
}
