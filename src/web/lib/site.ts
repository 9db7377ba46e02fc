import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { api } from './api-client';

/** The public site facts an admin sets (name, description, support address, maintenance). */
export type SiteInfo = InferResponseType<typeof api.site.$get, 200>;

/**
 * GET /api/site through a plain fetch typed by the API (the typed client stays off the first
 * page). Every page's title and the maintenance page read it; saving the admin settings
 * invalidates ['site'], so a change shows at once.
 */
export const siteInfoQuery = queryOptions({
  queryKey: ['site'],
  queryFn: async (): Promise<SiteInfo> => {
    const response = await fetch('/api/site');
    if (!response.ok) throw new Error(`/api/site ${response.status}`);
    return response.json();
  },
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

/** The site facts, or undefined until they arrive (callers fall back to the built-in texts). */
export function useSiteInfo(): SiteInfo | undefined {
  return useQuery(siteInfoQuery).data;
}
