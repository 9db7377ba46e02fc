import { BRANDS_BY_FILTER_CATEGORY, type CategorySlug, type FilterCategory, OTHER_BRAND } from './constants';

/**
 * Which filter category's brand list a marketplace category offers (spec section 9 names brand
 * lists per filter category). Party supplies have no list: only 'Other' (or no brand).
 */
const BRAND_LIST_FOR_CATEGORY: Record<CategorySlug, FilterCategory | null> = {
  'power-tools': 'power-tools',
  generators: 'generators',
  'yard-equipment': 'lawn-garden',
  'party-supplies': null,
  automotive: 'automotive',
  photography: 'photography',
  'home-garden': 'hand-tools',
  professional: 'construction',
};

/** The brands an owner can choose for a category, 'Other' last. */
export function brandsForCategory(category: CategorySlug): readonly string[] {
  const list = BRAND_LIST_FOR_CATEGORY[category];
  const brands = list ? (BRANDS_BY_FILTER_CATEGORY[list] ?? []) : [];
  return [...brands, OTHER_BRAND];
}

export function isBrandAllowed(category: CategorySlug, brand: string | null | undefined): boolean {
  if (!brand) return true;
  return brandsForCategory(category).includes(brand);
}
