import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ownerTransfers } from '../db/schema';
import type { OwnerPayoutView } from '../rentals/public';
import { expectLedgerBalanced } from '../rentals/testing';
import type { SignedIn } from '../test/accounts';
import type { TestApp } from '../test/test-app';
import type { PayoutAccountView } from './accounts';

/** The owner's payout account as Settings > Billing reads it. */
export async function payoutAccountAs(
  t: TestApp,
  who: SignedIn,
  refresh = false,
): Promise<PayoutAccountView> {
  const res = await t.request(
    'GET',
    `/api/payouts/account${refresh ? '?refresh=1' : ''}`,
    undefined,
    who.headers,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { account: PayoutAccountView }).account;
}

/** The owner's payouts as Settings > Billing lists them. */
export async function payoutsAs(t: TestApp, who: SignedIn): Promise<OwnerPayoutView[]> {
  const res = await t.request('GET', '/api/payouts', undefined, who.headers);
  expect(res.status).toBe(200);
  return ((await res.json()) as { payouts: OwnerPayoutView[] }).payouts;
}

/** Presses "Set up payouts": answers the onboarding link. */
export async function startOnboardingAs(t: TestApp, who: SignedIn): Promise<string> {
  const res = await t.request('POST', '/api/payouts/account/onboarding', undefined, who.headers);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

/** The owner completes the sandbox onboarding page with a test bank account number. */
export async function completeSandboxOnboarding(t: TestApp, owner: SignedIn) {
  const url = await startOnboardingAs(t, owner);
  const accountId = url.split('/payouts/sandbox/')[1] ?? '';
  const res = await t.request(
    'POST',
    `/api/payouts/sandbox/accounts/${accountId}/complete`,
    { accountNumber: '000123456789' },
    owner.headers,
  );
  expect(res.status).toBe(200);
  return accountId;
}

export function transfersOf(t: TestApp, rentalId: string) {
  return t.database.db.select().from(ownerTransfers).where(eq(ownerTransfers.rentalId, rentalId));
}

/**
 * A rental whose money is all settled and paid out reconciles to the cent:
 * charge = fee + owner transfers (share and kept deposit) + refunds, nothing held or owed.
 */
export async function expectPaidOut(t: TestApp, rentalId: string) {
  const b = await expectLedgerBalanced(t, rentalId);
  expect(b.deposit_held).toBe(0);
  expect(b.owner_transfer).toBe(b.owner_payout);
  expect(b.charge).toBe(b.platform_fee + b.owner_transfer + b.refund);
  return b;
}
