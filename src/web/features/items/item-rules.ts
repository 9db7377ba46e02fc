import { LIMITS } from '../../../shared/constants';
import type { CatalogueItem } from './catalogue-types';

/** Whether every word of the query occurs in the item's title, description or tags (any case). */
export function matchesText(
  item: Pick<CatalogueItem, 'title' | 'description' | 'tags'>,
  query: string,
): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [item.title, item.description, ...item.tags].join('\n').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** The live text filter of a category page: keeps matching items in their order. */
export function filterByText<T extends Pick<CatalogueItem, 'title' | 'description' | 'tags'>>(
  items: readonly T[],
  query: string,
): T[] {
  return items.filter((item) => matchesText(item, query));
}

/** A card shows at most three tags, then '+N more' (spec section 3). */
export function visibleTags(tags: readonly string[]): { shown: readonly string[]; hiddenCount: number } {
  return {
    shown: tags.slice(0, LIMITS.maxTagsShown),
    hiddenCount: Math.max(0, tags.length - LIMITS.maxTagsShown),
  };
}

/** The categories a grid shows: the first four until expanded, then all eight (spec section 2). */
export function visibleCount(expanded: boolean, total: number): number {
  return expanded ? total : Math.min(LIMITS.categoriesShownByDefault, total);
}
