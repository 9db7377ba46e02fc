import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWellAbove, nextFreeDay, planMerge, priceDropThreshold, wishlistReason } from './wishlist-rules';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const ids = ['a', 'b', 'c', 'd', 'e'].map((letter) => `00000000-0000-4000-8000-00000000000${letter}`);
const entry = fc.record(
  {
    itemId: fc.constantFrom(...ids),
    savedAt: fc
      .date({
        min: new Date('2026-01-01T00:00:00Z'),
        max: new Date('2026-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString()),
    savedPriceCents: fc.integer({ min: 1, max: 100_000 }),
  },
  { requiredKeys: ['itemId'] },
);

describe('planMerge (guest wishlist into the account at sign-in)', () => {
  it('inserts every local item the account lacks, once, and nothing the account has', () => {
    fc.assert(
      fc.property(fc.subarray(ids), fc.array(entry, { maxLength: 20 }), (server, local) => {
        const rows = planMerge(new Set(server), local, NOW, 1000);
        const inserted = rows.map((row) => row.itemId);
        expect(new Set(inserted).size).toBe(inserted.length);
        expect(inserted.every((id) => !server.includes(id))).toBe(true);
        const expected = new Set(local.map((e) => e.itemId).filter((id) => !server.includes(id)));
        expect(new Set(inserted)).toEqual(expected);
        // The union is what the account ends with: nothing lost on either side.
        expect(new Set([...server, ...inserted])).toEqual(
          new Set([...server, ...local.map((e) => e.itemId)]),
        );
      }),
    );
  });

  it('keeps the earliest save of a duplicate, never dates in the future, newest first, within the room', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), fc.integer({ min: 0, max: 6 }), (local, room) => {
        const rows = planMerge(new Set(), local, NOW, room);
        expect(rows.length).toBeLessThanOrEqual(room);
        for (let i = 1; i < rows.length; i++) {
          expect(rows[i - 1]!.savedAt.getTime()).toBeGreaterThanOrEqual(rows[i]!.savedAt.getTime());
        }
        for (const row of rows) {
          expect(row.savedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
          const times = local
            .filter((e) => e.itemId === row.itemId)
            .map((e) => Math.min(e.savedAt ? Date.parse(e.savedAt) : NOW.getTime(), NOW.getTime()));
          expect(row.savedAt.getTime()).toBe(Math.min(...times));
        }
      }),
    );
  });
});

describe('wishlistReason', () => {
  it('unavailable whenever it cannot be booked; otherwise expensive exactly when the price rose or is 50% over the median', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.option(fc.integer({ min: 1, max: 100_000 })),
        (bookable, price, saved, median) => {
          const reason = wishlistReason({
            bookable,
            priceCents: price,
            savedPriceCents: saved,
            similarMedianCents: median,
          });
          const rose = price > saved;
          const above = median !== null && price * 2 > median * 3;
          expect(reason).toBe(!bookable ? 'unavailable' : rose || above ? 'expensive' : 'missed');
        },
      ),
    );
  });

  it('in cents at the edges', () => {
    expect(isWellAbove(1500, 1000)).toBe(false);
    expect(isWellAbove(1501, 1000)).toBe(true);
    expect(
      wishlistReason({ bookable: true, priceCents: 2001, savedPriceCents: 2000, similarMedianCents: null }),
    ).toBe('expensive');
    expect(priceDropThreshold(5000, 6000)).toBe(5000);
    expect(priceDropThreshold(5000, 4000)).toBe(4000);
  });
});

describe('nextFreeDay', () => {
  const day = (offset: number) => new Date(Date.UTC(2026, 5, 15 + offset)).toISOString().slice(0, 10);
  it('is today when nothing covers it, the end of the chain of periods otherwise, null when one never ends', () => {
    expect(nextFreeDay(day(0), [])).toBe(day(0));
    expect(nextFreeDay(day(0), [{ start: day(1), end: day(3) }])).toBe(day(0));
    expect(
      nextFreeDay(day(0), [
        { start: day(3), end: day(5) },
        { start: day(-1), end: day(3) },
      ]),
    ).toBe(day(5));
    expect(nextFreeDay(day(0), [{ start: day(-3), end: null }])).toBeNull();
  });

  it('the day found is covered by no period and every day before it from today is covered', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc
            .tuple(fc.integer({ min: -5, max: 20 }), fc.integer({ min: 1, max: 6 }))
            .map(([start, length]) => ({
              start: day(start),
              end: day(start + length),
            })),
          { maxLength: 8 },
        ),
        (periods) => {
          const free = nextFreeDay(day(0), periods)!;
          const covered = (d: string) => periods.some((p) => p.start <= d && p.end > d);
          expect(covered(free)).toBe(false);
          for (let offset = 0; day(offset) < free; offset++) expect(covered(day(offset))).toBe(true);
        },
      ),
    );
  });
});
