/**
 * Another try for a call that failed in passing. A person on a train or a server mid-restart
 * should not be shown "signed out" or lose a merge because one request did not get through.
 */

/** How long to wait before each further try, in ms; its length is how many further tries. */
export type RetryDelays = readonly number[];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A failure worth another try: no answer at all (fetch's TypeError: offline, connection reset, a
 * chunk that did not load) or an answer that says "not now" (5xx, 408, 429). Any other answer is
 * the server's word and is final. Failures carry their HTTP status as `status` (ApiError does).
 */
export function isPassingFailure(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number') return status >= 500 || status === 408 || status === 429;
  return error instanceof TypeError;
}

/**
 * Runs `attempt` until it succeeds, fails for good (not `isPassingFailure`), or the delays run out;
 * then the last failure is thrown.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  delays: RetryDelays,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let tried = 0; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      const delay = delays[tried];
      if (delay === undefined || !isPassingFailure(error)) throw error;
      await wait(delay);
    }
  }
}
