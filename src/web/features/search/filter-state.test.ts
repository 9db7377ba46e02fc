import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BRANDS_BY_FILTER_CATEGORY,
  DISTANCE_OPTIONS_MILES,
  FILTER_CATEGORIES,
  OTHER_BRAND,
} from '../../../shared/constants';
import {
  activeFilterCount,
  brandOptions,
  EMPTY_FILTERS,
  type FilterState,
  filtersFromParams,
  withBrand,
  withCategory,
  withDistance,
  writeFiltersToParams,
} from './filter-state';

const allBrands = [...new Set(Object.values(BRANDS_BY_FILTER_CATEGORY).flat()), OTHER_BRAND];

type Action =
  | { type: 'distance'; value: (typeof DISTANCE_OPTIONS_MILES)[number] | null }
  | { type: 'category'; value: (typeof FILTER_CATEGORIES)[number] | null }
  | { type: 'brand'; value: string | null }
  | { type: 'clear' };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    type: fc.constant('distance' as const),
    value: fc.option(fc.constantFrom(...DISTANCE_OPTIONS_MILES)),
  }),
  fc.record({
    type: fc.constant('category' as const),
    value: fc.option(fc.constantFrom(...FILTER_CATEGORIES)),
  }),
  fc.record({
    type: fc.constant('brand' as const),
    value: fc.option(fc.oneof(fc.constantFrom(...allBrands), fc.string())),
  }),
  fc.constant({ type: 'clear' as const }),
);

function run(actions: Action[]): FilterState {
  return actions.reduce<FilterState>((state, action) => {
    if (action.type === 'distance') return withDistance(state, action.value);
    if (action.type === 'category') return withCategory(state, action.value);
    if (action.type === 'brand') return withBrand(state, action.value);
    return EMPTY_FILTERS;
  }, EMPTY_FILTERS);
}

describe('brand options', () => {
  it('are empty until a category is chosen', () => {
    expect(brandOptions(null)).toEqual([]);
  });

  it("are the category's brands plus 'Other'", () => {
    expect(brandOptions('generators')).toEqual([...(BRANDS_BY_FILTER_CATEGORY.generators ?? []), 'Other']);
    expect(brandOptions('plumbing')).toEqual(['Other']);
  });

  it('exist for the seven categories the spec names', () => {
    const withLists = FILTER_CATEGORIES.filter((category) => brandOptions(category).length > 1);
    expect(withLists).toEqual([
      'power-tools',
      'hand-tools',
      'lawn-garden',
      'construction',
      'automotive',
      'generators',
      'photography',
    ]);
  });
});

describe('filter state', () => {
  it('refuses a brand before a category is chosen', () => {
    expect(withBrand(EMPTY_FILTERS, 'Honda')).toEqual(EMPTY_FILTERS);
  });

  it('keeps the brand when the new category also lists it, and clears it otherwise', () => {
    const honda = withBrand(withCategory(EMPTY_FILTERS, 'generators'), 'Honda');
    expect(honda.brand).toBe('Honda');
    expect(withCategory(honda, 'lawn-garden').brand).toBe('Honda');
    expect(withCategory(honda, 'photography').brand).toBeNull();
    expect(withCategory(honda, null).brand).toBeNull();
  });

  it("keeps 'Other' across categories", () => {
    const other = withBrand(withCategory(EMPTY_FILTERS, 'generators'), 'Other');
    expect(withCategory(other, 'painting').brand).toBe('Other');
  });

  it('always holds a brand valid for the chosen category, or none', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 30 }), (actions) => {
        const state = run(actions);
        if (state.brand !== null) {
          expect(state.category).not.toBeNull();
          expect(brandOptions(state.category)).toContain(state.brand);
        }
      }),
    );
  });

  it('counts exactly the fields that are set', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 30 }), (actions) => {
        const state = run(actions);
        const set = Object.values(state).filter((value) => value !== null).length;
        expect(activeFilterCount(state)).toBe(set);
        expect(activeFilterCount(state)).toBeLessThanOrEqual(3);
      }),
    );
  });

  it('counts nothing after Clear All', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
  });
});

describe('filters in the URL', () => {
  it('survive a round trip through the search parameters, leaving other parameters alone', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 20 }), fc.string(), (actions, q) => {
        const state = run(actions);
        const params = writeFiltersToParams(new URLSearchParams({ q }), state);
        expect(params.get('q')).toBe(q);
        expect(filtersFromParams(params)).toEqual(state);
      }),
    );
  });

  it('removes filters that are unset', () => {
    const params = writeFiltersToParams(
      new URLSearchParams('distance=5&category=generators&brand=Honda'),
      EMPTY_FILTERS,
    );
    expect(params.toString()).toBe('');
  });

  it('ignores values that are not valid choices', () => {
    expect(filtersFromParams(new URLSearchParams('distance=3&category=boats&brand=Honda'))).toEqual(
      EMPTY_FILTERS,
    );
    expect(filtersFromParams(new URLSearchParams('distance=&category=photography&brand=Honda'))).toEqual({
      distance: null,
      category: 'photography',
      brand: null,
    });
  });

  it('never yields an invalid state from arbitrary parameters', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (distance, category, brand) => {
        const state = filtersFromParams(new URLSearchParams({ distance, category, brand }));
        if (state.distance !== null) expect(DISTANCE_OPTIONS_MILES).toContain(state.distance);
        if (state.category !== null) expect(FILTER_CATEGORIES).toContain(state.category);
        if (state.brand !== null) expect(brandOptions(state.category)).toContain(state.brand);
      }),
    );
  });
});
