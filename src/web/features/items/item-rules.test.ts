import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterByText, matchesText, visibleCount, visibleTags } from './item-rules';

const honda = {
  title: 'Honda EU2200i inverter generator',
  description: 'Quiet, fuel efficient, perfect for camping',
  tags: ['portable', 'RV ready'],
};

describe('matchesText', () => {
  it('matches the title, description and tags, ignoring case', () => {
    expect(matchesText(honda, 'honda')).toBe(true);
    expect(matchesText(honda, 'CAMPING')).toBe(true);
    expect(matchesText(honda, 'rv')).toBe(true);
  });

  it('needs every word of the query', () => {
    expect(matchesText(honda, 'quiet portable')).toBe(true);
    expect(matchesText(honda, 'quiet diesel')).toBe(false);
  });

  it('matches everything for an empty query', () => {
    expect(matchesText(honda, '   ')).toBe(true);
  });
});

describe('filterByText', () => {
  const itemArb = fc.record({
    title: fc.string(),
    description: fc.string(),
    tags: fc.array(fc.string(), { maxLength: 5 }),
  });

  it('keeps a subset in order, each containing the query', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 10 }), fc.string({ maxLength: 4 }), (items, query) => {
        const kept = filterByText(items, query);
        expect(kept.every((item) => items.includes(item))).toBe(true);
        expect(kept).toEqual(items.filter((item) => matchesText(item, query)));
      }),
    );
  });

  it('finds an item by any piece of its title', () => {
    fc.assert(
      fc.property(
        fc.array(itemArb, { maxLength: 5 }),
        fc.string({ minLength: 1, maxLength: 10 }),
        (others, word) => {
          fc.pre(word.trim() !== '' && !/\s/.test(word));
          const item = { title: `x${word}y`, description: '', tags: [] };
          expect(filterByText([...others, item], word)).toContain(item);
        },
      ),
    );
  });
});

describe('visibleTags', () => {
  it("shows three tags and counts the rest for '+N more'", () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], hiddenCount: 2 });
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], hiddenCount: 0 });
  });
});

describe('visibleCount', () => {
  it('shows four of eight categories until expanded', () => {
    expect(visibleCount(false, 8)).toBe(4);
    expect(visibleCount(true, 8)).toBe(8);
  });
});
