import { paymentsUnavailable } from '../errors';
import type { RentalDeps } from '../rentals/public';

/**
 * A provider call made while a person waits: any failure (outage, timeout, refusal) reaches them
 * as 503 payments_unavailable, and the provider's own words (SDK text, retries) go to the log only.
 */
export async function callProvider<T>(
  deps: Pick<RentalDeps, 'logger'>,
  what: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    deps.logger.error({ err }, `payment provider failed to ${what}`);
    throw paymentsUnavailable();
  }
}
