import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../../../shared/constants';
import {
  buildSuggestions,
  moveActive,
  optionText,
  type PopularSuggestion,
  SUGGESTION_HIDE_DELAY_MS,
} from './suggestion-rules';

const recent = ['Power tools', 'Generators near me', 'Photography equipment', 'Party supplies'];

const popularArb: fc.Arbitrary<PopularSuggestion> = fc.record({
  id: fc.uuid(),
  name: fc.string({ minLength: 1 }),
  category: fc.constantFrom(...CATEGORY_SLUGS),
  distanceMiles: fc.double({ min: 0, max: 50, noNaN: true }),
  pricePerDayCents: fc.integer({ min: 1, max: 1_000_000 }),
});

function item(name: string): PopularSuggestion {
  return { id: name, name, category: 'generators', distanceMiles: 1.2, pricePerDayCents: 4500 };
}

describe('buildSuggestions', () => {
  it('shows the recent searches and no "Search for" while the box is empty', () => {
    const view = buildSuggestions('', [], recent);
    expect(view.searchFor).toBeNull();
    expect(view.recent).toEqual(recent);
    expect(view.options.map(optionText)).toEqual(recent);
  });

  it('treats whitespace as an empty query', () => {
    expect(buildSuggestions('   ', [], recent).searchFor).toBeNull();
  });

  it('offers "Search for" the trimmed text and hides recent searches once text is typed', () => {
    const view = buildSuggestions('  drill ', [], recent);
    expect(view.searchFor).toBe('drill');
    expect(view.recent).toEqual([]);
    expect(view.options).toEqual([{ kind: 'search', query: 'drill' }]);
  });

  it('lists popular items after "Search for" and before recent searches', () => {
    const typed = buildSuggestions('saw', [item('Circular saw')], recent);
    expect(typed.options.map((option) => option.kind)).toEqual(['search', 'popular']);
    const empty = buildSuggestions('', [item('Circular saw')], recent);
    expect(empty.options.map((option) => option.kind)).toEqual([
      'popular',
      'recent',
      'recent',
      'recent',
      'recent',
    ]);
  });

  it('never shows more than four popular items, keeping their order', () => {
    fc.assert(
      fc.property(fc.array(popularArb, { maxLength: 12 }), fc.string(), (popular, query) => {
        const view = buildSuggestions(query, popular, recent);
        expect(view.popular.length).toBe(Math.min(4, popular.length));
        expect(view.popular).toEqual(popular.slice(0, 4));
      }),
    );
  });

  it('has "Search for" exactly when the query has text, and recent searches only without it', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(popularArb, { maxLength: 6 }), (query, popular) => {
        const view = buildSuggestions(query, popular, recent);
        const hasText = query.trim() !== '';
        expect(view.options.some((option) => option.kind === 'search')).toBe(hasText);
        expect(view.recent.length > 0).toBe(!hasText);
        expect(view.options.length).toBe(
          (hasText ? 1 : 0) + view.popular.length + (hasText ? 0 : recent.length),
        );
      }),
    );
  });

  it('fills the box with the chosen text', () => {
    expect(optionText({ kind: 'recent', text: 'Party supplies' })).toBe('Party supplies');
    expect(optionText({ kind: 'popular', item: item('Honda EU2200i') })).toBe('Honda EU2200i');
    expect(optionText({ kind: 'search', query: 'ladder' })).toBe('ladder');
  });
});

describe('moveActive', () => {
  it('starts at the first option going down and the last going up', () => {
    expect(moveActive(-1, 1, 4)).toBe(0);
    expect(moveActive(-1, -1, 4)).toBe(3);
  });

  it('wraps at both ends', () => {
    expect(moveActive(3, 1, 4)).toBe(0);
    expect(moveActive(0, -1, 4)).toBe(3);
  });

  it('has nothing to activate in an empty list', () => {
    expect(moveActive(-1, 1, 0)).toBe(-1);
  });

  it('always lands on an existing option', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: 20 }),
        fc.constantFrom<1 | -1>(1, -1),
        fc.integer({ min: 1, max: 20 }),
        (current, direction, count) => {
          const next = moveActive(current, direction, count);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(count);
        },
      ),
    );
  });
});

it('hides the dropdown 200 ms after blur (spec section 9)', () => {
  expect(SUGGESTION_HIDE_DELAY_MS).toBe(200);
});
