import { and, eq, inArray, sql } from 'drizzle-orm';
import { deposits, ledgerEntries, payments } from '../db/schema';
import type { RentalDeps } from './context';
import { unsentRefunds } from './ledger';

const REASONS: Record<string, string> = {
  return_good: 'Security deposit returned after a good-condition return',
  cancel: 'Rental cancelled before its start date',
  late_payment_refund: 'Payment arrived after the dates were released',
  claim_settled: 'Security deposit returned after a damage claim (the part not kept)',
  extension: 'Payment for extra days arrived after they were released',
  no_show: 'Refund after a no-show at the hand-over',
};

/**
 * Carries out one booked refund line with the provider. The line and its 'payment.refund' job
 * were written in the same transaction as the status change that owes the money, so a crash here
 * loses nothing: the job sends it later. The idempotency key is the line's id, so sending twice
 * refunds once; a line already carried out is not sent again. Answers the provider's reference,
 * or null when `entryId` is no refund line. Throws when the provider fails or the line cannot be
 * sent with the active provider (its job then retries, and ends dead on the admin's Jobs page).
 */
export async function sendRefund(deps: RentalDeps, entryId: number): Promise<string | null> {
  const [entry] = await deps.db
    .select({
      id: ledgerEntries.id,
      rentalId: ledgerEntries.rentalId,
      event: ledgerEntries.event,
      amount: ledgerEntries.amount,
      providerReference: ledgerEntries.providerReference,
      paymentId: payments.id,
      provider: payments.provider,
      paymentReference: payments.providerPaymentId,
    })
    .from(ledgerEntries)
    .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .where(and(eq(ledgerEntries.id, entryId), eq(ledgerEntries.kind, 'refund')))
    .limit(1);
  if (!entry || entry.providerReference) return entry?.providerReference ?? null;
  if (!entry.paymentReference || entry.provider !== deps.payments.kind) {
    throw new Error(
      `refund ${entryId} cannot be sent: payment ${entry.paymentId} (${entry.provider}) has no charge reference with the active provider (${deps.payments.kind})`,
    );
  }
  const { refundId } = await deps.payments.refund({
    paymentReference: entry.paymentReference,
    amount: entry.amount,
    idempotencyKey: `refund-${entry.id}`,
    reason: REASONS[entry.event] ?? entry.event,
  });
  await deps.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(ledgerEntries)
      .set({ providerReference: refundId })
      .where(and(eq(ledgerEntries.id, entry.id), sql`${ledgerEntries.providerReference} is null`))
      .returning({ id: ledgerEntries.id });
    if (!marked) return;
    await tx
      .update(payments)
      .set({ amountRefunded: sql`${payments.amountRefunded} + ${entry.amount}`, updatedAt: sql`now()` })
      .where(eq(payments.id, entry.paymentId));
    // Refunds of a payment alone (not the deposit's): nothing to note on the deposit.
    if (entry.event !== 'late_payment_refund' && entry.event !== 'extension') {
      await tx
        .update(deposits)
        .set({ refundReference: refundId, updatedAt: sql`now()` })
        .where(
          and(eq(deposits.rentalId, entry.rentalId), inArray(deposits.status, ['refunded', 'forfeited'])),
        );
    }
  });
  return refundId;
}

/**
 * Sends every unsent refund of a rental right away, after the commit that booked them. A provider
 * failure is logged, not thrown: the money is owed in the ledger and each line's job retries it.
 */
export async function sendRefundsOf(deps: RentalDeps, rentalId: string): Promise<boolean> {
  let allSent = true;
  for (const { id } of await unsentRefunds(deps.db, rentalId)) {
    try {
      if (!(await sendRefund(deps, id))) allSent = false;
    } catch (err) {
      allSent = false;
      deps.logger.warn({ err, entryId: id, rentalId }, 'refund failed; its job will retry');
    }
  }
  return allSent;
}
