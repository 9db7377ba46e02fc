import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The SQLSTATE of a database error, looking through drizzle's wrapper (it keeps the driver's error
 * as `cause`); pg and PGlite both put the code on their error.
 */
export function sqlState(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** 23505: a unique index refused the row. */
export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';

/** 23P01: an exclusion constraint refused the row (here: overlapping rental dates). */
export const isExclusionViolation = (err: unknown) => sqlState(err) === '23P01';

/**
 * 40P01 (deadlock detected) and 40001 (serialization failure): Postgres gave up on one of two
 * racing transactions so the other could finish. Nothing of the loser was kept; the same work
 * run again meets the winner's outcome. Two bookings of overlapping dates do this under load: each
 * inserts its row, then waits for the other's to commit before the exclusion check can decide.
 */
export const isTransientConflict = (err: unknown) => {
  const state = sqlState(err);
  return state === '40P01' || state === '40001';
};

/** Attempts in all, the first included: a third loss in a row means contention a retry will not fix. */
const CONFLICT_ATTEMPTS = 3;

/**
 * Runs `work` again when the database aborted it as the loser of a race (isTransientConflict).
 * Only for work that touches nothing but the database: a single statement, or a whole
 * transaction (never a statement inside one: the transaction is already aborted). A random short
 * pause first, so the two racers do not meet again in step. What still loses reaches onError as
 * 503 `busy`.
 */
export async function retryTransientConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= CONFLICT_ATTEMPTS || !isTransientConflict(err)) throw err;
      await sleep(Math.random() * 20 * attempt);
    }
  }
}
