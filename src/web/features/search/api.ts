import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { CategorySlug, SearchSort } from '../../../shared/constants';
import { api, unwrap } from '../../lib/api-client';
import type { Point } from '../../lib/viewer-position';

/** Response types come from the server's routes through the typed client. */
export type SearchResultPage = InferResponseType<typeof api.search.$get, 200>;

/** What a list of results is narrowed by: the URL's search, sort and filter sheet. */
export interface SearchParams {
  q: string;
  sort: SearchSort;
  /** The filter sheet's distance (miles). */
  within: number | null;
  /** The filter sheet's category (one of the twelve) and brand. */
  category: string | null;
  brand: string | null;
  /** A category page's own category (one of our eight). */
  in?: CategorySlug | undefined;
}

function pointQuery(point: Point | null): { lat?: string; lng?: string } {
  return point ? { lat: String(point.latitude), lng: String(point.longitude) } : {};
}

export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchParams, point: Point | null) => ['search', 'results', params, point] as const,
  popular: (within: number, point: Point | null) => ['search', 'popular', within, point] as const,
  suggestions: (q: string, point: Point | null) => ['search', 'suggestions', q, point] as const,
};

/** Search results a page at a time ('Load More Items'), the cursor from the previous page. */
export const searchResultsQuery = (params: SearchParams, point: Point | null) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(params, point),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.search.$get(
          {
            query: {
              sort: params.sort,
              ...(params.q ? { q: params.q } : {}),
              ...(params.within ? { within: String(params.within) } : {}),
              ...(params.category ? { category: params.category } : {}),
              ...(params.category && params.brand ? { brand: params.brand } : {}),
              ...(params.in ? { in: params.in } : {}),
              ...(pageParam ? { cursor: pageParam } : {}),
              ...pointQuery(point),
            } as Record<string, string>,
          },
          { init: { signal } },
        ),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While the filters change, the previous results stay until the new ones arrive.
    placeholderData: keepPreviousData,
  });

/** 'Most Popular in Your Area': the most booked and saved items within the area. */
export const popularQuery = (within: number, point: Point | null) =>
  queryOptions({
    queryKey: searchKeys.popular(within, point),
    queryFn: ({ signal }) =>
      unwrap(
        api.search.popular.$get(
          { query: { within: String(within), ...pointQuery(point) } },
          { init: { signal } },
        ),
      ),
  });

/**
 * The dropdown's data for a typed text: popular items near the visitor and the signed-in user's
 * own recent searches (null: none yet). A newer text aborts the request for the older one.
 */
export const suggestionsQuery = (q: string, point: Point | null) =>
  queryOptions({
    queryKey: searchKeys.suggestions(q, point),
    queryFn: ({ signal }) =>
      unwrap(
        api.search.suggestions.$get(
          { query: { ...(q ? { q } : {}), ...pointQuery(point) } },
          { init: { signal } },
        ),
      ),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** Remembers a search of the signed-in user (for their 'Recent searches'). */
export async function recordRecentSearch(q: string): Promise<void> {
  await unwrap(api.search.recent.$post({ json: { q } }));
}

/** A typed ZIP code or city, or a browser position, as an approximate named place. */
export function placeLookup(query: { q: string } | { lat: string; lng: string }) {
  return unwrap(api.search.place.$get({ query }));
}

/** The map's tile source and its attribution (MAP_TILE_URL on the server), read once. */
export const mapSourceQuery = queryOptions({
  queryKey: ['site', 'map'],
  queryFn: () => unwrap(api.site.map.$get()),
  staleTime: Number.POSITIVE_INFINITY,
});
