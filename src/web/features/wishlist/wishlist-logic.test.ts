import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addEntry, hasEntry, parseWishlist, removeEntry, toWishlistEntry } from './wishlist-logic';

const item = (id: string, isAvailable = true) => ({
  id,
  title: `Item ${id}`,
  price: 25,
  priceUnit: 'day',
  image: '/x.webp',
  isAvailable,
});

describe('wishlist rules (spec sections 3 and 4)', () => {
  it('fills the spec defaults on save: Owner, Near you, Just now, and the reason from availability', () => {
    expect(toWishlistEntry(item('a'))).toMatchObject({
      owner: 'Owner',
      distance: 'Near you',
      savedDate: 'Just now',
      reason: 'missed',
    });
    expect(toWishlistEntry(item('b', false)).reason).toBe('unavailable');
  });

  it('puts a new entry first, never twice, and removes by id', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 20 }), (ids) => {
        let list = [] as ReturnType<typeof addEntry>;
        for (const id of ids) {
          list = addEntry(list, toWishlistEntry(item(id)));
          expect(list[0]?.id).toBe(id);
          expect(hasEntry(list, id)).toBe(true);
        }
        expect(new Set(list.map((entry) => entry.id)).size).toBe(list.length);
        for (const id of ['a', 'b', 'c', 'd']) {
          const without = removeEntry(list, id);
          expect(hasEntry(without, id)).toBe(false);
          expect(without.length).toBe(list.length - (hasEntry(list, id) ? 1 : 0));
        }
      }),
    );
  });

  it('treats unreadable storage as an empty wishlist', () => {
    expect(parseWishlist(null)).toEqual([]);
    expect(parseWishlist('not json')).toEqual([]);
    expect(parseWishlist('{"id":"x"}')).toEqual([]);
    expect(parseWishlist('[{"id":"x"},{"nope":1},null]')).toEqual([{ id: 'x' }]);
  });
});
