import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CategorySlug } from '../../../shared/constants';
import { categoryCountsQuery, categoryItemsQuery, featuredItemsQuery } from '../listings/api';
import { useViewerPosition } from '../listings/viewer-position';
import type { CatalogueItem, ItemPage, ItemQuery } from './catalogue-types';

/*
 * The catalogue's data from the items API (published listings only). Lists measure distances
 * from the visitor's position when they already allowed the site to know it, otherwise from a
 * signed-in visitor's profile place (the server decides).
 */

const NO_ITEMS: readonly CatalogueItem[] = [];
const EMPTY_PAGE: ItemPage = { items: NO_ITEMS, hasNextPage: false, loadingMore: false, loadMore: () => {} };

/** Featured items near the visitor (home). */
export function useFeaturedItems(): readonly CatalogueItem[] {
  const position = useViewerPosition();
  return useQuery(featuredItemsQuery(position)).data ?? NO_ITEMS;
}

/** Published items per category, for the category cards' count text. */
export function useCategoryCounts(): Partial<Record<CategorySlug, number>> {
  const { data } = useQuery(categoryCountsQuery);
  return Object.fromEntries((data ?? []).map((entry) => [entry.slug, entry.count]));
}

export interface CategoryItems extends ItemPage {
  /** Every matching item, not only the pages loaded ('12 items found'). */
  total: number;
  isPending: boolean;
}

/** One category's items, a page at a time, narrowed by text, brand and distance on the server. */
export function useCategoryItems(category: CategorySlug, query: ItemQuery): CategoryItems {
  const position = useViewerPosition();
  const result = useInfiniteQuery({
    ...categoryItemsQuery(category, query.q, position, {
      brand: query.brand ?? undefined,
      within: query.distanceMiles ?? undefined,
    }),
    // While a filter is typed, the previous results stay until the new ones arrive.
    placeholderData: keepPreviousData,
  });
  const items = result.data?.pages.flatMap((page) => page.items) ?? NO_ITEMS;
  return {
    items,
    total: result.data?.pages[0]?.total ?? 0,
    isPending: result.isPending,
    hasNextPage: result.hasNextPage,
    loadingMore: result.isFetchingNextPage,
    loadMore: () => void result.fetchNextPage(),
  };
}

/** Search and Nearby results, a page at a time (the search feature brings its own query). */
export function useSearchResults(_query: ItemQuery): ItemPage {
  return EMPTY_PAGE;
}
