import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deposits, ownerTransfers, payments, payoutAccounts, providerDisputes, rentals } from '../db/schema';
import { bookEvent, rentalBalances } from './ledger';
import { releaseHeldTransfers } from './transfers';

export type DisputeOutcome = 'won' | 'lost';

export interface ClosedDispute {
  rentalId: string;
  itemTitle: string;
  amount: number;
}

/**
 * The provider closed a dispute of a rental's payment (charge.dispute.closed), once: the dispute
 * row moves from open to won or lost. Won: the rental's frozen transfers are held again and,
 * when the owner can be paid, sent. Lost: the bank took `amount` back from the platform, and the
 * ledger says so: the money left as a `refund` line carrying the dispute's id (so no refund is
 * sent for it), taken first from the deposit still held, then from the owner's share not yet
 * transferred (their frozen transfers are withdrawn), then from the platform's fee, which bears
 * what is left (an owner already paid keeps their money). Answers null when the dispute is unknown
 * or was closed before.
 */
export async function closeProviderDispute(
  tx: Db,
  disputeId: string,
  outcome: DisputeOutcome,
  now: Date,
): Promise<ClosedDispute | null> {
  const [dispute] = await tx
    .update(providerDisputes)
    .set({ status: outcome, closedAt: now })
    .where(and(eq(providerDisputes.id, disputeId), eq(providerDisputes.status, 'open')))
    .returning();
  if (!dispute) return null;
  const [rental] = await tx.select().from(rentals).where(eq(rentals.id, dispute.rentalId)).for('update');
  if (!rental) return null;
  if (outcome === 'won') await unfreeze(tx, rental.id);
  else await bookLoss(tx, rental, dispute, now);
  return { rentalId: rental.id, itemTitle: rental.itemTitle, amount: dispute.amount };
}

async function unfreeze(tx: Db, rentalId: string) {
  const [stillOpen] = await tx
    .select({ id: providerDisputes.id })
    .from(providerDisputes)
    .where(and(eq(providerDisputes.rentalId, rentalId), eq(providerDisputes.status, 'open')))
    .limit(1);
  if (stillOpen) return;
  const thawed = await tx
    .update(ownerTransfers)
    .set({ status: 'held', updatedAt: sql`now()` })
    .where(and(eq(ownerTransfers.rentalId, rentalId), eq(ownerTransfers.status, 'frozen')))
    .returning({ ownerId: ownerTransfers.ownerId });
  // Held until the owner can be paid: the same path as a payout account becoming active.
  const owners = new Set(thawed.map((row) => row.ownerId).filter((id): id is string => id !== null));
  for (const ownerId of owners) await releaseHeldIfPayable(tx, ownerId);
}

async function releaseHeldIfPayable(tx: Db, ownerId: string) {
  const [payable] = await tx
    .select({ id: payoutAccounts.userId })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, ownerId), eq(payoutAccounts.payoutsEnabled, true)))
    .limit(1);
  if (payable) await releaseHeldTransfers(tx, ownerId);
}

async function bookLoss(
  tx: Db,
  rental: typeof rentals.$inferSelect,
  dispute: typeof providerDisputes.$inferSelect,
  now: Date,
) {
  const balances = await rentalBalances(tx, rental.id);
  const loss = Math.min(dispute.amount, balances.charge - balances.refund);
  if (loss <= 0) return;
  const fromDeposit = Math.min(loss, Math.max(balances.deposit_held, 0));
  const untransferred = Math.max(balances.owner_payout - balances.owner_transfer, 0);
  const fromOwner = Math.min(loss - fromDeposit, untransferred);
  const fromPlatform = loss - fromDeposit - fromOwner;
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.rentalId, rental.id), eq(payments.status, 'paid')))
    .limit(1);
  await bookEvent(tx, { rentalId: rental.id, paymentId: paid?.id ?? null }, 'dispute_lost', [
    { kind: 'deposit_held', amount: -fromDeposit, partyId: rental.renterId },
    { kind: 'owner_payout', amount: -fromOwner, partyId: rental.ownerId },
    { kind: 'platform_fee', amount: -fromPlatform, partyId: rental.ownerId },
    // Already gone to the renter's bank: the dispute's id marks it as carried out.
    { kind: 'refund', amount: loss, partyId: rental.renterId, providerReference: dispute.id },
  ]);
  if (fromDeposit > 0) {
    await tx
      .update(deposits)
      .set({
        status: 'refunded',
        refundReason: 'Payment disputed at the bank and lost',
        settledAt: now,
        updatedAt: now,
      })
      .where(and(eq(deposits.rentalId, rental.id), eq(deposits.status, 'held')));
  }
  if (fromOwner === untransferred) {
    // Nothing of the owner's is left to pay: their frozen transfers will not be made.
    await tx
      .delete(ownerTransfers)
      .where(and(eq(ownerTransfers.rentalId, rental.id), inArray(ownerTransfers.status, ['frozen', 'held'])));
  }
}
