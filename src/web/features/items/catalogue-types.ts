import type { ItemCard } from './api';

/** An item as lists show it: the items API's card (spec section 3), money in integer cents. */
export type CatalogueItem = ItemCard;

/** What a list of items is narrowed by (search text, sort, and the filter sheet's choices). */
export interface ItemQuery {
  q: string;
  sort: 'relevance' | 'distance';
  distanceMiles: number | null;
  filterCategory: string | null;
  brand: string | null;
}

/** One page of results with cursor pagination: 'Load More Items' shows only with a next page. */
export interface ItemPage {
  items: readonly CatalogueItem[];
  hasNextPage: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}
