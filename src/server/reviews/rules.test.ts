import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPublished, reviewRefusal, reviewWindowEnd } from './rules';

const DAY = 86_400_000;
const returnedAt = new Date('2026-06-01T10:00:00.000Z');

describe('isPublished', () => {
  it('is published exactly when both wrote or the 14 days are over', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 40 * DAY }), (bothWritten, elapsed) => {
        const now = new Date(returnedAt.getTime() + elapsed);
        expect(isPublished({ bothWritten, returnedAt, now })).toBe(bothWritten || elapsed >= 14 * DAY);
      }),
    );
  });

  it('a lone review of a rental never returned stays hidden', () => {
    expect(isPublished({ bothWritten: false, returnedAt: null, now: new Date() })).toBe(false);
  });
});

describe('reviewRefusal', () => {
  it('allows only a party of a returned rental, inside the window, once', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('renter', 'owner', null),
        fc.constantFrom('pending', 'active', 'returned', 'overdue', 'cancelled'),
        fc.integer({ min: 0, max: 30 * DAY }),
        fc.boolean(),
        (relation, status, elapsed, alreadyWritten) => {
          const now = new Date(returnedAt.getTime() + elapsed);
          const refusal = reviewRefusal({ relation, status, returnedAt, now, alreadyWritten });
          const allowed = relation !== null && status === 'returned' && elapsed < 14 * DAY && !alreadyWritten;
          expect(refusal === null).toBe(allowed);
          if (relation === null) expect(refusal?.status).toBe(404);
        },
      ),
    );
    expect(reviewWindowEnd(returnedAt).toISOString()).toBe('2026-06-15T10:00:00.000Z');
  });
});
