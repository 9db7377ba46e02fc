import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, HANDOFF_OPTIONS } from '../constants';
import { brandsForCategory } from '../item-brands';
import { centsToDollarString } from '../money';
import {
  categoryListQuerySchema,
  ITEM_LIMITS,
  itemCreateSchema,
  itemRejectSchema,
  itemUpdateSchema,
  parseTags,
  REQUIRED_FIELDS_MESSAGE,
} from './items';

const base = {
  title: 'Drill',
  price: '25',
  handoff: 'pickup' as const,
  category: 'power-tools' as const,
};
const firstMessage = (input: unknown) => {
  const result = itemCreateSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('itemCreateSchema', () => {
  it('turns the dollars people type into cents, for every amount in range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: ITEM_LIMITS.maxDailyRateCents }),
        fc.integer({ min: 0, max: ITEM_LIMITS.maxDepositCents }),
        (price, deposit) => {
          const parsed = itemCreateSchema.parse({
            ...base,
            price: centsToDollarString(price),
            deposit: centsToDollarString(deposit),
          });
          expect(parsed.price).toBe(price);
          expect(parsed.deposit).toBe(deposit);
        },
      ),
    );
  });

  it('leaves an empty deposit to the default (2 x the daily rate, applied by the server)', () => {
    expect(itemCreateSchema.parse({ ...base, deposit: '' }).deposit).toBeNull();
    expect(itemCreateSchema.parse(base).deposit).toBeUndefined();
  });

  it("answers 'Please fill in all required fields' when name, price, handoff or category is missing", () => {
    for (const field of ['title', 'price', 'handoff', 'category'] as const) {
      expect(firstMessage({ ...base, [field]: undefined }), field).toBe(REQUIRED_FIELDS_MESSAGE);
      expect(firstMessage({ ...base, [field]: '' }), field).toBe(REQUIRED_FIELDS_MESSAGE);
    }
    // Only '<' and '>' and spaces: nothing left after sanitizing.
    expect(firstMessage({ ...base, title: ' <> ' })).toBe(REQUIRED_FIELDS_MESSAGE);
  });

  it('refuses prices that are not numbers, not positive or too high', () => {
    expect(firstMessage({ ...base, price: 'ten' })).toBe('Price must be a number');
    expect(firstMessage({ ...base, price: '1.999' })).toBe('Price must be a number');
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 0 }), (cents) => {
        expect(firstMessage({ ...base, price: centsToDollarString(cents) })).toBe(
          'Daily rate must be positive',
        );
      }),
    );
    expect(firstMessage({ ...base, price: '10000.01' })).toBe('Daily rate too high');
    expect(firstMessage({ ...base, deposit: '-0.01' })).toBe('Security deposit cannot be negative');
  });

  it("accepts exactly the category's brands, 'Other' and no brand", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CATEGORY_SLUGS),
        fc.constantFrom(...HANDOFF_OPTIONS),
        (category, handoff) => {
          for (const brand of [...brandsForCategory(category), '', null]) {
            expect(itemCreateSchema.safeParse({ ...base, category, handoff, brand }).success).toBe(true);
          }
          const foreign = CATEGORY_SLUGS.flatMap((other) => brandsForCategory(other)).find(
            (brand) => !brandsForCategory(category).includes(brand),
          );
          if (foreign)
            expect(firstMessage({ ...base, category, brand: foreign })).toBe(
              'Please choose a brand from the list',
            );
        },
      ),
    );
  });

  it('wants both coordinates or neither', () => {
    expect(firstMessage({ ...base, latitude: 30 })).toBe('Invalid location');
    expect(firstMessage({ ...base, latitude: 91, longitude: 0 })).toBe('Invalid location');
    expect(itemCreateSchema.safeParse({ ...base, latitude: 30.2, longitude: -97.7 }).success).toBe(true);
  });

  it('sanitises texts: trimmed, < and > removed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 90 }), (text) => {
        const result = itemCreateSchema.safeParse({ ...base, title: `x${text}`, description: text });
        if (!result.success) return;
        expect(result.data.title).not.toMatch(/[<>]/);
        expect(result.data.description).toBe(result.data.description?.trim());
      }),
    );
  });
});

describe('parseTags', () => {
  it('splits on commas, trims, drops empties and case-insensitive repeats, keeps first spelling', () => {
    expect(parseTags(' Drill, cordless,,DRILL , 20V ')).toEqual(['Drill', 'cordless', '20V']);
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 20 }), (parts) => {
        const tags = parseTags(parts);
        const lower = tags.map((tag) => tag.toLowerCase());
        expect(new Set(lower).size).toBe(tags.length);
        for (const tag of tags) {
          expect(tag).toBe(tag.trim());
          expect(tag).not.toBe('');
          expect(tag).not.toMatch(/[<>,]/);
        }
      }),
    );
  });

  it('refuses more than 10 tags or tags longer than 30 characters', () => {
    const many = Array.from({ length: 11 }, (_, index) => `tag${index}`).join(',');
    expect(firstMessage({ ...base, tags: many })).toBe('Add at most 10 tags');
    expect(firstMessage({ ...base, tags: 'x'.repeat(31) })).toBe('Tags must be at most 30 characters');
  });
});

describe('itemUpdateSchema and itemRejectSchema', () => {
  it('accepts any subset of fields and the pause switch', () => {
    expect(itemUpdateSchema.parse({ isAvailable: false })).toEqual({ isAvailable: false });
    expect(itemUpdateSchema.parse({ price: '12.5' })).toEqual({ price: 1250 });
    expect(itemUpdateSchema.safeParse({ category: 'photography', brand: 'DeWalt' }).success).toBe(false);
  });

  it('needs a reason to reject', () => {
    expect(itemRejectSchema.safeParse({ reason: ' ' }).error?.issues[0]?.message).toBe(
      'Please give a reason',
    );
    expect(itemRejectSchema.parse({ reason: ' <b>Blurry</b> ' }).reason).toBe('bBlurry/b');
  });
});

describe('categoryListQuerySchema', () => {
  it('reads the query string', () => {
    expect(
      categoryListQuerySchema.parse({ category: 'generators', limit: '3', lat: '30.1', lng: '-97' }),
    ).toMatchObject({
      category: 'generators',
      limit: 3,
      lat: 30.1,
      lng: -97,
    });
    expect(categoryListQuerySchema.safeParse({ category: 'nope' }).success).toBe(false);
  });
});
