import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { DEFAULT_SUPPORT_EMAIL } from '../../shared/constants';
import type { api } from './api-client';
import { embeddedAt, readJsonBlock } from './embedded-answer';

/** The public site facts an admin sets (name, description, support address, maintenance). */
export type SiteInfo = InferResponseType<typeof api.site.$get, 200>;

/** The site facts the server put into the page (server/site/site-info.ts), read once. */
export const embeddedSiteInfo = () => readJsonBlock<SiteInfo>('site-info');

/**
 * Starts from the facts embedded in the page, so the first paint needs no round trip; then
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
  initialData: embeddedSiteInfo,
  initialDataUpdatedAt: embeddedAt,
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

/** The site facts, or undefined until they arrive (callers fall back to the built-in texts). */
export function useSiteInfo(): SiteInfo | undefined {
  return useQuery(siteInfoQuery).data;
}

/** The support address an admin set, or the built-in one until the site facts arrive. */
export function useSupportEmail(): string {
  return useSiteInfo()?.support_email ?? DEFAULT_SUPPORT_EMAIL;
}

/**
 * Whether new accounts may be created (the admin's registration switch). While it is off, Create
 * Account is offered nowhere and texts about signing up take their `_closed` form (i18next
 * context): pass the result of `signUpContext` as `context`.
 */
export function useSignUpOpen(): boolean {
  return useSiteInfo()?.registration_enabled ?? true;
}

export const signUpContext = (open: boolean): string | undefined => (open ? undefined : 'closed');
