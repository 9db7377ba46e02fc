import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CategorySlug, SearchSort } from '../../../shared/constants';
import { useViewerPosition } from '../../lib/viewer-position';
import { type SearchParams, type SearchResultPage, searchResultsQuery } from './api';

/** An item as the search API lists it (the same card as the catalogue's). */
type SearchItem = SearchResultPage['items'][number];

/** What a list of items is narrowed by (search text, sort, and the filter sheet's choices). */
export interface ItemQuery {
  q: string;
  sort: 'relevance' | 'distance';
  distanceMiles: number | null;
  filterCategory: string | null;
  brand: string | null;
}

/** One page of results with cursor pagination: 'Load More Items' shows only with a next page. */
interface ItemPage {
  items: readonly SearchItem[];
  hasNextPage: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

const NO_ITEMS: readonly SearchItem[] = [];

export interface ResultList extends ItemPage {
  /** Matching items (not only the pages loaded), counted up to a cap; null until known. */
  total: number | null;
  /** More than `total` match ('1,000+'). */
  totalCapped: boolean;
  /** Best match asked for, but so many match that the newest are listed first (decision 039). */
  newestFirst: boolean;
  isPending: boolean;
  /** The order the server used (distance needs a position, relevance needs text). */
  sort: SearchSort | null;
  /** Whether distances could be measured (the browser's position or the profile's place). */
  located: boolean;
}

/**
 * Search, Nearby and category results from the search API, a page at a time: each 'Load More
 * Items' continues from the last page's cursor, so pages never repeat or skip an item.
 */
export function useSearchResults(params: SearchParams): ResultList {
  const position = useViewerPosition();
  const result = useInfiniteQuery(searchResultsQuery(params, position));
  const first = result.data?.pages[0];
  const pages = result.data?.pages;
  // One array per set of pages, not per render: the map redraws its markers when it changes.
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? NO_ITEMS, [pages]);
  return {
    items,
    total: first?.total ?? null,
    totalCapped: first?.totalCapped ?? false,
    newestFirst: first?.newestFirst ?? false,
    isPending: result.isPending,
    sort: first?.sort ?? null,
    located: first?.located ?? position !== null,
    hasNextPage: result.hasNextPage,
    loadingMore: result.isFetchingNextPage,
    loadMore: () => void result.fetchNextPage(),
  };
}

/** One category page's items, narrowed by its text, the filter sheet and the distance. */
export function useCategoryItems(category: CategorySlug, query: ItemQuery): ResultList {
  return useSearchResults({
    q: query.q,
    // Best match: relevance blended with distance, or nearest first without text (the server's blend).
    sort: 'relevance',
    within: query.distanceMiles,
    category: query.filterCategory,
    brand: query.brand,
    in: category,
  });
}
