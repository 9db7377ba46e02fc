import { sql } from 'drizzle-orm';
import { fireDueAlerts } from '../alerts/public';
import { lapsedClaims, moveClaim } from './claims';
import { nowOf, type RentalDeps } from './context';
import { noticeLateFees } from './late-fees';
import { markOverdueRentals, releaseUnpaidCheckout, runAfterCommit } from './lifecycle';
import { confirmPaidSession } from './payment-confirmation';
import { expiredHolds } from './queries';
import { scheduleDueTransfers } from './transfers';

/** Any constant shared by every process: only one of them sweeps at a time. */
const SWEEP_LOCK_KEY = 72_506_001;

export interface SweepResult {
  /** Another process held the lock; it does the work. */
  skipped: boolean;
  overdue: number;
  released: number;
  confirmed: number;
  /** Damage claims the renter left unanswered for 72 hours, settled as claimed. */
  claimsSettled: number;
  /** Owners' transfers that became due and were queued (or held, or frozen): rentals/transfers.ts. */
  transfersScheduled: number;
  /** Wishlist alerts that fired (alerts/alerts.ts). */
  alertsFired: number;
  /** Today's late-fee notices to both sides of overdue rentals (late-fees.ts). */
  lateFeeNotices: number;
  failures: number;
}

/**
 * The periodic rental sweep: active rentals past their end date become overdue; holds that ran
 * out are released (after closing their checkout with the provider, which may reveal a payment
 * made at the last moment: that one is confirmed instead); damage claims left unanswered past their window settle as claimed; both sides of each overdue
 * rental hear the late fee so far, once a day. A Postgres advisory lock keeps processes from sweeping at once, and every
 * step is a conditional update or an idempotent provider call, so a step done twice changes nothing.
 */
export async function sweepRentals(deps: RentalDeps): Promise<SweepResult> {
  const now = nowOf(deps);
  const result: SweepResult = {
    skipped: false,
    overdue: 0,
    released: 0,
    confirmed: 0,
    claimsSettled: 0,
    transfersScheduled: 0,
    alertsFired: 0,
    lateFeeNotices: 0,
    failures: 0,
  };

  const claimed = await deps.db.transaction(async (tx) => {
    // Both drivers (pg and PGlite) answer raw queries with `{ rows }`.
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as locked`,
    )) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!lock.rows[0]?.locked) return null;
    const overdue = await markOverdueRentals(tx, now);
    const holds = await expiredHolds(tx, now);
    const claims = await lapsedClaims(tx, now);
    return { overdue, holds, claims };
  });
  if (!claimed) return { ...result, skipped: true };
  result.overdue = claimed.overdue;

  for (const hold of claimed.holds) {
    try {
      if (hold.paymentId && hold.sessionId) {
        const state = await deps.payments.expireCheckout(hold.sessionId);
        if (state?.paid) {
          const { outcome } = await confirmPaidSession(deps, state);
          if (outcome === 'confirmed') result.confirmed++;
          continue;
        }
      }
      if (await releaseUnpaidCheckout(deps.db, now, hold.rentalId)) result.released++;
    } catch (err) {
      result.failures++;
      deps.logger.warn({ err, rentalId: hold.rentalId }, 'could not release an expired hold; will retry');
    }
  }

  for (const { rentalId } of claimed.claims) {
    try {
      const moved = await moveClaim(
        deps.db,
        now,
        rentalId,
        { kind: 'lapse', by: 'system' },
        { userId: null },
      );
      result.claimsSettled++;
      await runAfterCommit(deps, moved);
    } catch (err) {
      result.failures++;
      deps.logger.warn({ err, rentalId }, 'could not settle a lapsed damage claim; will retry');
    }
  }

  // After the claims: a claim settled just now has its kept deposit transferred in the same sweep.
  try {
    result.transfersScheduled = await scheduleDueTransfers(deps.db, deps.payments.kind, now);
  } catch (err) {
    result.failures++;
    deps.logger.warn({ err }, 'could not schedule due transfers; will retry');
  }
  // Rentals still out (just marked overdue, or for days): both sides hear today's late fee once.
  try {
    result.lateFeeNotices = await noticeLateFees(deps.db, now);
  } catch (err) {
    result.failures++;
    deps.logger.warn({ err }, 'could not send late-fee notices; will retry');
  }
  // Released holds and days passing free booked items: wishlist alerts waiting on them fire.
  try {
    result.alertsFired = await fireDueAlerts(deps.db);
  } catch (err) {
    result.failures++;
    deps.logger.warn({ err }, 'wishlist alerts check failed; will retry');
  }
  return result;
}

/**
 * Runs the sweep every `intervalMs` in this process (never two at once here; the advisory lock
 * covers other processes). The timer does not keep the process alive; stop() waits for a sweep in
 * progress, so the database can be closed after it.
 */
export function startRentalSweeper(deps: RentalDeps, intervalMs = 60_000): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = sweepRentals(deps)
      .then((result) => {
        // Logged only when it did something (every count is 0 on a quiet minute).
        const { skipped: _skipped, ...counts } = result;
        if (Object.values(counts).some((count) => count > 0)) {
          deps.logger.info({ sweep: result }, 'rental sweep');
        }
      })
      .catch((err: unknown) => deps.logger.error({ err }, 'rental sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
