import { useQuery } from '@tanstack/react-query';
import type { CategorySlug } from '../../../shared/constants';
import { useViewerPosition } from '../../lib/viewer-position';
import { categoryCountsQuery, featuredItemsQuery } from './api';
import type { CatalogueItem } from './catalogue-types';

/*
 * The catalogue's data from the items API (published listings only). Lists measure distances
 * from the visitor's position when they already allowed the site to know it, otherwise from a
 * signed-in visitor's profile place (the server decides).
 */

const NO_ITEMS: readonly CatalogueItem[] = [];

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
