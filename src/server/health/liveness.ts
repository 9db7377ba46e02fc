/**
 * The database's liveness as /api/health reports it, kept by a background check instead of a
 * query per request (issue 18: health was 1/11.6 of the floor, one round trip per request).
 *
 * Truthful within a bound: a success is believed for `TRUST_MS` only, the check repeats every
 * `CHECK_EVERY_MS` while someone asks, and a check that fails or does not answer in time ends the
 * trust at once. So health turns unhealthy within about two seconds of the database going away;
 * a request that finds no fresh success pings the database itself, as before.
 */

/** How long one successful check is believed. */
export const TRUST_MS = 2_000;
/** How often the background check runs while health is being asked. */
const CHECK_EVERY_MS = 500;
/** A check that takes longer counts as a failure (a hung database is not a live one). */
const CHECK_TIMEOUT_MS = 1_000;
/** With nobody asking for this long, the background check stops (tests, idle processes). */
const IDLE_STOP_MS = 10_000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface Liveness {
  /** Resolves when the database is live (from a fresh background check, else a ping); throws when not. */
  check(): Promise<void>;
  /** Whether a fresh background check stands (no ping); asking keeps the checks going, as check() does. */
  trusted(): boolean;
}

export function keptLiveness(ping: () => Promise<void>, now: () => number = Date.now): Liveness {
  let trustedUntil = 0;
  let lastAsked = 0;
  let looping = false;

  // One ping at a time: requests that find no fresh success share the one under way.
  let inFlight: Promise<void> | null = null;
  const probe = (): Promise<void> => {
    if (inFlight) return inFlight;
    const started = now();
    inFlight = within(ping(), CHECK_TIMEOUT_MS).then(
      () => {
        inFlight = null;
        trustedUntil = started + TRUST_MS;
      },
      (err: unknown) => {
        inFlight = null;
        trustedUntil = 0;
        throw err;
      },
    );
    return inFlight;
  };

  const later = () => setTimeout(tick, CHECK_EVERY_MS).unref();
  const tick = () => {
    if (now() - lastAsked > IDLE_STOP_MS) {
      looping = false;
      return;
    }
    probe()
      .catch(() => {})
      .finally(later);
  };

  const trusted = () => {
    lastAsked = now();
    if (!looping) {
      looping = true;
      later();
    }
    return now() < trustedUntil;
  };

  return {
    trusted,
    async check() {
      if (!trusted()) await probe();
    },
  };
}
