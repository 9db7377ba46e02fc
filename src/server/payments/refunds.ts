import { and, eq, sql } from 'drizzle-orm';
import { deposits, ledgerEntries, payments } from '../db/schema';
import type { RentalDeps } from '../rentals/context';
import { unsentRefunds } from '../rentals/ledger';

const REASONS: Record<string, string> = {
  return_good: 'Security deposit returned after a good-condition return',
  cancel: 'Rental cancelled before its start date',
  late_payment_refund: 'Payment arrived after the dates were released',
};

/**
 * Carries out one booked refund line with the provider. The line was written in the same
 * transaction as the status change that owes the money, so a crash here loses nothing: the
 * sweep sends it later. The idempotency key is the line's id, so sending twice refunds once.
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
    deps.logger.error(
      { entryId, provider: entry.provider, active: deps.payments.kind },
      'refund cannot be sent: the payment has no charge reference with the active provider',
    );
    return null;
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
    if (entry.event !== 'late_payment_refund') {
      await tx
        .update(deposits)
        .set({ refundReference: refundId, updatedAt: sql`now()` })
        .where(and(eq(deposits.rentalId, entry.rentalId), eq(deposits.status, 'refunded')));
    }
  });
  return refundId;
}

/**
 * Sends every unsent refund of a rental right away. A provider failure is logged, not thrown:
 * the money is already owed in the ledger, and the sweep retries.
 */
export async function sendRefundsOf(deps: RentalDeps, rentalId: string): Promise<boolean> {
  let allSent = true;
  for (const { id } of await unsentRefunds(deps.db, { rentalId })) {
    try {
      if (!(await sendRefund(deps, id))) allSent = false;
    } catch (err) {
      allSent = false;
      deps.logger.warn({ err, entryId: id, rentalId }, 'refund failed; the sweep will retry');
    }
  }
  return allSent;
}
