import { LIMITS } from '../../../shared/constants';

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
