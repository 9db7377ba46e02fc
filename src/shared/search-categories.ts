import { BRANDS_BY_FILTER_CATEGORY, type CategorySlug, type FilterCategory, OTHER_BRAND } from './constants';

/**
 * How the filter sheet's twelve categories (spec section 9) map onto the marketplace's eight.
 * Most have a category of their own; the trade categories (plumbing, electrical, painting,
 * cleaning) have none, so they are the categories such tools are listed in, narrowed to listings
 * whose title, tags or description name the trade (full-text, stemmed).
 */
export interface FilterCategoryRule {
  categories: readonly CategorySlug[];
  /** Words of which at least one must occur; none means the categories alone decide. */
  words: readonly string[];
}

export const FILTER_CATEGORY_RULES: Record<FilterCategory, FilterCategoryRule> = {
  'power-tools': { categories: ['power-tools'], words: [] },
  'hand-tools': { categories: ['home-garden'], words: [] },
  'lawn-garden': { categories: ['yard-equipment'], words: [] },
  construction: { categories: ['professional'], words: [] },
  automotive: { categories: ['automotive'], words: [] },
  plumbing: {
    categories: ['home-garden', 'professional', 'power-tools'],
    words: ['plumbing', 'plumber', 'pipe', 'drain', 'sewer', 'faucet', 'toilet'],
  },
  electrical: {
    categories: ['home-garden', 'professional', 'power-tools'],
    words: ['electrical', 'electrician', 'wire', 'wiring', 'multimeter', 'voltage', 'circuit', 'conduit'],
  },
  painting: {
    categories: ['home-garden', 'professional', 'power-tools'],
    words: ['paint', 'painting', 'sprayer', 'roller', 'primer', 'drywall'],
  },
  cleaning: {
    categories: ['home-garden', 'yard-equipment', 'professional', 'power-tools'],
    words: ['clean', 'cleaner', 'cleaning', 'washer', 'vacuum', 'steam', 'carpet', 'scrubber'],
  },
  generators: { categories: ['generators'], words: [] },
  photography: { categories: ['photography'], words: [] },
  'party-events': { categories: ['party-supplies'], words: [] },
};

/** The brands the filter sheet offers for a filter category: its own list plus 'Other'. */
export function filterBrandOptions(category: FilterCategory): readonly string[] {
  return [...(BRANDS_BY_FILTER_CATEGORY[category] ?? []), OTHER_BRAND];
}
