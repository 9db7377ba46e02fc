import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ownerTransfers, rentalExtensions, rentals } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { rentalBalances } from './ledger';
import {
  bookAndPay,
  day,
  payRequest,
  type RentalCast,
  rentableItem,
  rentalDepsFor,
  signUpRentalCast,
  sweepRentals,
} from './testing';

/**
 * The ledger property of lifecycle.int.test.ts, with extensions: any sequence of asking,
 * answering, paying, sweeps at later moments (24 h without an answer, the checkout running out,
 * the owner's share falling due) and the return keeps every rental's ledger balanced, books the
 * extension once, and never transfers the owner more than their share.
 */

let t: TestApp;
let cast: RentalCast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpRentalCast(t);
}, 240_000);
afterAll(() => t.close());

type Step =
  | { kind: 'ask'; days: number }
  | { kind: 'accept' }
  | { kind: 'decline' }
  | { kind: 'pay' }
  /** The sweep, `hours` from now: declines, releases, transfers what fell due. */
  | { kind: 'sweep'; hours: number }
  | { kind: 'return' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('ask' as const), days: fc.integer({ min: 1, max: 3 }) }),
  fc.constant({ kind: 'accept' as const }),
  fc.constant({ kind: 'decline' as const }),
  fc.constant({ kind: 'pay' as const }),
  fc.record({ kind: fc.constant('sweep' as const), hours: fc.constantFrom(1, 25, 30) }),
  fc.constant({ kind: 'return' as const }),
);

const DAILY = 3000;

describe('the ledger with extensions', () => {
  it('balances, books the extension once and transfers the owner no more than their share', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 7 }), async (steps) => {
        const item = await rentableItem(t, cast.owner, cast.admin, { price: '30.00', deposit: '60.00' });
        const { rentalId } = await bookAndPay(t, cast.renter, {
          itemId: item.id,
          rentalDays: 3,
          startDate: day(0),
        });
        let checkoutUrl: string | null = null;

        for (const step of steps) {
          const [latest] = await t.database.db
            .select()
            .from(rentalExtensions)
            .where(eq(rentalExtensions.rentalId, rentalId))
            .orderBy(rentalExtensions.createdAt);
          const open = (
            await t.database.db.select().from(rentalExtensions).where(eq(rentalExtensions.rentalId, rentalId))
          ).find((row) => row.status === 'requested' || row.status === 'accepted');
          const target = open ?? latest;
          if (step.kind === 'ask') {
            const res = await t.request(
              'POST',
              `/api/rentals/${rentalId}/extensions`,
              { days: step.days },
              cast.renter.headers,
            );
            expect([201, 409]).toContain(res.status);
          } else if ((step.kind === 'accept' || step.kind === 'decline') && target) {
            const res = await t.request(
              'POST',
              `/api/rentals/${rentalId}/extensions/${target.id}/${step.kind}`,
              undefined,
              cast.owner.headers,
            );
            expect([200, 409]).toContain(res.status);
            if (res.status === 200 && step.kind === 'accept')
              checkoutUrl = ((await res.json()) as { checkoutUrl: string }).checkoutUrl;
          } else if (step.kind === 'pay' && checkoutUrl) {
            const res = await payRequest(t, cast.renter, checkoutUrl.split('/').pop()!);
            expect([200, 410]).toContain(res.status);
          } else if (step.kind === 'sweep') {
            const later = new Date(Date.now() + step.hours * 3_600_000);
            await sweepRentals(rentalDepsFor(t, { now: () => later }));
          } else if (step.kind === 'return') {
            const res = await t.request(
              'POST',
              `/api/rentals/${rentalId}/return`,
              { returnCondition: 'good' },
              cast.owner.headers,
            );
            expect([200, 409]).toContain(res.status);
          }

          const [rental] = await t.database.db.select().from(rentals).where(eq(rentals.id, rentalId));
          const b = await rentalBalances(t.database.db, rentalId);
          expect(b.charge).toBe(b.platform_fee + b.owner_payout + b.deposit_held + b.refund);
          // The rental's figures are what the ledger says it earned: fee and owner's share, to the cent.
          expect(b.platform_fee).toBe(rental!.platformFee);
          expect(b.owner_payout).toBe(rental!.ownerAmount);
          expect(rental!.subtotalAmount).toBe(DAILY * rental!.rentalDays);
          const paid = (
            await t.database.db.select().from(rentalExtensions).where(eq(rentalExtensions.rentalId, rentalId))
          ).filter((row) => row.status === 'paid');
          expect(paid.length).toBeLessThanOrEqual(1);
          expect(rental!.rentalDays).toBe(3 + (paid[0]?.days ?? 0));
          // Charged: the booking, plus an extension paid (kept or refunded when too late).
          const extensionCharge = (
            await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.rentalId, rentalId))
          )
            .filter((line) => line.event === 'extension' && line.kind === 'charge')
            .reduce((sum, line) => sum + line.amount, 0);
          expect(b.charge).toBe(3 * DAILY + 6000 + extensionCharge);
          const transferred = (
            await t.database.db.select().from(ownerTransfers).where(eq(ownerTransfers.rentalId, rentalId))
          ).reduce((sum, row) => sum + row.amount, 0);
          expect(transferred).toBeLessThanOrEqual(rental!.ownerAmount);
          // Days are held only for an accepted extension waiting for its payment.
          const nowOpen = (
            await t.database.db.select().from(rentalExtensions).where(eq(rentalExtensions.rentalId, rentalId))
          ).find((row) => row.status === 'requested' || row.status === 'accepted');
          if (rental!.extensionHoldUntil !== null) expect(nowOpen?.status).toBe('accepted');
        }

        // Once the share is due (the day after the start), the sweep transfers all of it.
        await sweepRentals(rentalDepsFor(t, { now: () => new Date(`${day(1)}T06:00:00Z`) }));
        const [rental] = await t.database.db.select().from(rentals).where(eq(rentals.id, rentalId));
        const transfers = await t.database.db
          .select()
          .from(ownerTransfers)
          .where(eq(ownerTransfers.rentalId, rentalId));
        expect(transfers.reduce((sum, row) => sum + row.amount, 0)).toBe(rental!.ownerAmount);
      }),
      { numRuns: 12 },
    );
  }, 600_000);
});
