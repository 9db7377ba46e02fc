import {
  BRANDS_BY_FILTER_CATEGORY,
  DISTANCE_OPTIONS_MILES,
  type DistanceMiles,
  FILTER_CATEGORIES,
  type FilterCategory,
  OTHER_BRAND,
} from '../../../shared/constants';

/** The filter sheet's state (spec section 3): each field is unset (null) or one valid choice. */
export interface FilterState {
  distance: DistanceMiles | null;
  category: FilterCategory | null;
  brand: string | null;
}

export const EMPTY_FILTERS: FilterState = { distance: null, category: null, brand: null };

/** The URL search parameters the filters are written to, so a filtered page can be shared. */
export const FILTER_PARAMS = { distance: 'distance', category: 'category', brand: 'brand' } as const;

/**
 * The brands offered for a category: its own list plus 'Other'. No category, no brands: the brand
 * select stays disabled until a category is chosen (spec section 9).
 */
export function brandOptions(category: FilterCategory | null): readonly string[] {
  if (category === null) return [];
  return [...(BRANDS_BY_FILTER_CATEGORY[category] ?? []), OTHER_BRAND];
}

export function isBrandAllowed(category: FilterCategory | null, brand: string): boolean {
  return brandOptions(category).includes(brand);
}

export function withDistance(state: FilterState, distance: DistanceMiles | null): FilterState {
  return { ...state, distance };
}

/** Changing the category clears the brand when the new category's list lacks it (spec section 4). */
export function withCategory(state: FilterState, category: FilterCategory | null): FilterState {
  const brand = state.brand !== null && isBrandAllowed(category, state.brand) ? state.brand : null;
  return { ...state, category, brand };
}

/** A brand outside the chosen category's list is refused, leaving the state as it was. */
export function withBrand(state: FilterState, brand: string | null): FilterState {
  if (brand === null) return { ...state, brand: null };
  return isBrandAllowed(state.category, brand) ? { ...state, brand } : state;
}

/** How many filters are set: the count the sheet shows. */
export function activeFilterCount(state: FilterState): number {
  return [state.distance, state.category, state.brand].filter((value) => value !== null).length;
}

export function isDistance(value: number): value is DistanceMiles {
  return (DISTANCE_OPTIONS_MILES as readonly number[]).includes(value);
}

export function isFilterCategory(value: string): value is FilterCategory {
  return (FILTER_CATEGORIES as readonly string[]).includes(value);
}

/** Reads filters from a URL someone may have edited: anything invalid is ignored, never trusted. */
export function filtersFromParams(params: URLSearchParams): FilterState {
  const rawDistance = params.get(FILTER_PARAMS.distance);
  const distanceNumber = rawDistance === null || rawDistance.trim() === '' ? Number.NaN : Number(rawDistance);
  const distance = isDistance(distanceNumber) ? distanceNumber : null;
  const rawCategory = params.get(FILTER_PARAMS.category);
  const category = rawCategory !== null && isFilterCategory(rawCategory) ? rawCategory : null;
  const rawBrand = params.get(FILTER_PARAMS.brand);
  return withBrand({ distance, category, brand: null }, rawBrand);
}

/** A copy of `params` with the filters written in (unset ones removed); other parameters stay. */
export function writeFiltersToParams(params: URLSearchParams, state: FilterState): URLSearchParams {
  const next = new URLSearchParams(params);
  const entries: [string, string | null][] = [
    [FILTER_PARAMS.distance, state.distance === null ? null : String(state.distance)],
    [FILTER_PARAMS.category, state.category],
    [FILTER_PARAMS.brand, state.brand],
  ];
  for (const [key, value] of entries) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}
