import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { rentals } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { startCheckout } from './booking';
import { day, type RentalCast, rentableItem, rentalDepsFor, signUpRentalCast } from './testing';

/**
 * Postgres only (PGlite has one session, so nothing waits there). Two bookings whose dates overlap
 * can deadlock inside the exclusion check: each has inserted its row and waits for the other's
 * transaction before it can decide. Under a busy suite 4 of 50 parallel checkouts once got a 500
 * this way. Here the deadlock is made on purpose, with a transaction standing in for the racing
 * booking, and the checkout that loses it must run again instead of failing.
 */
let t: TestApp;
let cast: RentalCast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpRentalCast(t);
}, 120_000);
afterAll(() => t.close());

/** Resolves once a session of this database waits for a lock (the checkout's exclusion check). */
async function someoneWaits(db: Db) {
  for (let tries = 0; tries < 2_000; tries++) {
    const waiting = await db.execute(sql`
      select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    if ((waiting as unknown as { rows: unknown[] }).rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the checkout never waited for the other booking');
}

it('a checkout that loses a deadlock to a racing booking runs again and holds its dates', async () => {
  const { owner, renter, admin } = cast;
  const item = await rentableItem(t, owner, admin);
  const rental = (startDate: string, endDate: string) => ({
    itemId: item.id,
    itemTitle: item.title,
    renterId: owner.userId,
    ownerId: item.ownerId,
    rentalDays: 2,
    dailyRate: 1000,
    subtotalAmount: 2000,
    platformFee: 60,
    ownerAmount: 1940,
    securityDeposit: 0,
    totalAmount: 2000,
    commissionRate: 3,
    startDate,
    endDate,
    holdExpiresAt: new Date(Date.now() + 60_000),
  });
  // The checkout's session finds the deadlock (after 3 s of waiting); the racer's never does.
  const checkoutDb = t.database.sessionWith({ deadlock_timeout: '3s' })!;
  const racerDb = t.database.sessionWith({ deadlock_timeout: '60s' })!;

  let racerSecondRow: 'inserted' | Error | undefined;
  let releaseRacer = () => {};
  const racerHolds = new Promise<void>((resolve) => {
    releaseRacer = resolve;
  });
  let racerStarted = () => {};
  const racerBegan = new Promise<void>((resolve) => {
    racerStarted = resolve;
  });
  const racer = racerDb
    .transaction(async (tx) => {
      // Days 10-11, uncommitted: the checkout of days 11-13 waits for this transaction.
      await tx.insert(rentals).values(rental(day(10), day(12)));
      racerStarted();
      await someoneWaits(t.database.db);
      // Days 12-13 overlap only the checkout's row: now each waits for the other.
      try {
        await tx.insert(rentals).values(rental(day(12), day(14)));
        racerSecondRow = 'inserted';
      } catch (err) {
        racerSecondRow = err as Error;
      }
      await racerHolds;
      tx.rollback();
    })
    .catch(() => {});

  await racerBegan;
  const checkout = startCheckout(
    rentalDepsFor(t, { db: checkoutDb }),
    { itemId: item.id, startDate: day(11), rentalDays: 3 },
    { id: renter.userId, email: renter.email, isAdmin: false },
  );
  const settled = checkout.then(
    (started) => ({ started }),
    (err: unknown) => ({ err }),
  );
  // The racer's second row went in only because the database gave up on the checkout's first try.
  await expect.poll(() => racerSecondRow, { timeout: 30_000 }).toBe('inserted');
  releaseRacer();
  await racer;

  const outcome = await settled;
  expect(outcome).toMatchObject({ started: { startDate: day(11), endDate: day(14) } });
  const holding = await t.database.db
    .select({ renterId: rentals.renterId })
    .from(rentals)
    .where(and(eq(rentals.itemId, item.id), inArray(rentals.status, ['pending', 'active', 'overdue'])));
  expect(holding).toEqual([{ renterId: renter.userId }]);
}, 120_000);
