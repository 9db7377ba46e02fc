import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payoutAccounts } from '../db/schema';
import type { PayoutAccountState } from '../platform/public';
import { type RentalDeps, releaseHeldTransfers } from '../rentals/public';
import { callProvider } from './provider-calls';

/** What Settings > Billing & Payments shows: not set up, needs information, or active. */
export type PayoutStatus = 'not_set_up' | 'needs_information' | 'active';

export interface PayoutAccountView {
  status: PayoutStatus;
  provider: 'sandbox' | 'stripe' | null;
  /** What the provider still asks for (Stripe's requirement names), for the owner to finish. */
  requirementsDue: string[];
}

type AccountRow = typeof payoutAccounts.$inferSelect;

/** The owner's account with the active provider (one made with another provider does not count). */
export async function payoutAccountOf(db: Db, userId: string, provider: string): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(
      and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.provider, provider as AccountRow['provider'])),
    );
  return row ?? null;
}

export function viewOf(row: AccountRow | null): PayoutAccountView {
  if (!row) return { status: 'not_set_up', provider: null, requirementsDue: [] };
  return {
    status: row.payoutsEnabled ? 'active' : 'needs_information',
    provider: row.provider,
    requirementsDue: row.requirementsDue,
  };
}

/**
 * Copies what the provider says about an account onto ours. When the account can now be paid,
 * the owner's held transfers are released to the job queue, in the same transaction.
 */
export async function applyAccountState(
  db: Db,
  provider: AccountRow['provider'],
  state: PayoutAccountState,
): Promise<AccountRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(payoutAccounts)
      .set({
        payoutsEnabled: state.payoutsEnabled,
        detailsSubmitted: state.detailsSubmitted,
        requirementsDue: state.requirementsDue,
        updatedAt: sql`now()`,
      })
      .where(and(eq(payoutAccounts.provider, provider), eq(payoutAccounts.accountId, state.accountId)))
      .returning();
    if (row?.payoutsEnabled) await releaseHeldTransfers(tx, row.userId);
    return row ?? null;
  });
}

/**
 * The owner's payout account status. `refresh` asks the provider first (the owner is back from
 * onboarding, and the webhook may not have arrived yet).
 */
export async function payoutAccountView(
  deps: RentalDeps,
  userId: string,
  refresh = false,
): Promise<PayoutAccountView> {
  const row = await payoutAccountOf(deps.db, userId, deps.payments.kind);
  if (!row || !refresh) return viewOf(row);
  const state = await callProvider(deps, 'read payout account', () =>
    deps.payments.getPayoutAccount(row.accountId),
  );
  if (!state) return viewOf(row);
  return viewOf(await applyAccountState(deps.db, row.provider, state));
}

/**
 * Set up or update payouts: creates the owner's connected account the first time (the provider's
 * idempotency keeps it one per owner), then answers a fresh onboarding link. Stripe's links are
 * single-use, so every press asks for a new one.
 */
export async function startOnboarding(
  deps: RentalDeps,
  owner: { id: string; email: string },
): Promise<{ url: string }> {
  const provider = deps.payments.kind;
  let row = await payoutAccountOf(deps.db, owner.id, provider);
  if (!row) {
    const state = await callProvider(deps, 'create payout account', () =>
      deps.payments.createPayoutAccount({ reference: owner.id, email: owner.email }),
    );
    await deps.db
      .insert(payoutAccounts)
      .values({
        userId: owner.id,
        provider,
        accountId: state.accountId,
        payoutsEnabled: state.payoutsEnabled,
        detailsSubmitted: state.detailsSubmitted,
        requirementsDue: state.requirementsDue,
      })
      .onConflictDoUpdate({
        target: payoutAccounts.userId,
        set: {
          provider,
          accountId: state.accountId,
          payoutsEnabled: state.payoutsEnabled,
          detailsSubmitted: state.detailsSubmitted,
          requirementsDue: state.requirementsDue,
          updatedAt: sql`now()`,
        },
      });
    row = await payoutAccountOf(deps.db, owner.id, provider);
  }
  const accountId = row?.accountId;
  if (!accountId) throw new Error('payout account missing right after it was stored');
  const billing = `${deps.publicUrl}/settings?tab=billing`;
  return callProvider(deps, 'create onboarding link', () =>
    deps.payments.createOnboardingLink({
      accountId,
      returnUrl: `${billing}&payouts=return`,
      refreshUrl: `${billing}&payouts=refresh`,
      idempotencyKey: `account-link-${accountId}-${randomUUID()}`,
    }),
  );
}
