import { and, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerEntries } from '../db/schema';
import { enqueueJob } from '../jobs/public';

export type LedgerKind = (typeof ledgerEntries.$inferSelect)['kind'];
export type LedgerEvent = (typeof ledgerEntries.$inferSelect)['event'];

export interface LedgerLine {
  kind: LedgerKind;
  /** Signed cents: reversals are negative. */
  amount: number;
  partyId: string | null;
  providerReference?: string | null;
}

/**
 * The request that books a refund sends it right away (runAfterCommit); its job waits this long
 * so the two do not race, then carries out whatever the request could not.
 */
export const REFUND_JOB_DELAY_SECONDS = 30;

/**
 * Books the lines of one business event. (rental, event, kind) is unique, so booking an event a
 * second time (a replayed webhook, a retried request) adds nothing. Zero lines are left out: a
 * rental without a deposit has no deposit movements. Each refund line written gets its
 * 'payment.refund' job in the same transaction (`tx` must be one), so money owed back is never
 * forgotten. Answers the rows actually written.
 */
export async function bookEvent(
  tx: Db,
  rental: { rentalId: string; paymentId: string | null },
  event: LedgerEvent,
  lines: LedgerLine[],
): Promise<{ id: number; kind: LedgerKind; amount: number }[]> {
  const values = lines
    .filter((line) => line.amount !== 0)
    .map((line) => ({
      rentalId: rental.rentalId,
      paymentId: rental.paymentId,
      event,
      kind: line.kind,
      amount: line.amount,
      partyId: line.partyId,
      providerReference: line.providerReference ?? null,
    }));
  if (values.length === 0) return [];
  const written = await tx
    .insert(ledgerEntries)
    .values(values)
    .onConflictDoNothing({ target: [ledgerEntries.rentalId, ledgerEntries.event, ledgerEntries.kind] })
    .returning({ id: ledgerEntries.id, kind: ledgerEntries.kind, amount: ledgerEntries.amount });
  for (const line of written) {
    if (line.kind !== 'refund' || line.amount <= 0) continue;
    await enqueueJob(
      tx,
      'payment.refund',
      { entryId: line.id, rentalId: rental.rentalId },
      { key: String(line.id), startAfterSeconds: REFUND_JOB_DELAY_SECONDS },
    );
  }
  return written;
}

export interface RentalBalances {
  charge: number;
  platform_fee: number;
  owner_payout: number;
  deposit_held: number;
  refund: number;
  /** Money sent on to the owner's payout account: settles owner_payout, outside the sum above. */
  owner_transfer: number;
}

/** The sums per kind for one rental: charge = platform_fee + owner_payout + deposit_held + refund. */
export async function rentalBalances(db: Db, rentalId: string): Promise<RentalBalances> {
  const rows = await db
    .select({ kind: ledgerEntries.kind, total: sum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.rentalId, rentalId))
    .groupBy(ledgerEntries.kind);
  const balances: RentalBalances = {
    charge: 0,
    platform_fee: 0,
    owner_payout: 0,
    deposit_held: 0,
    refund: 0,
    owner_transfer: 0,
  };
  for (const row of rows) balances[row.kind] = Number(row.total ?? 0);
  return balances;
}

/** A refund line not yet carried out by the provider (its reference is still empty). */
export async function unsentRefunds(db: Db, rentalId: string) {
  return db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.kind, 'refund'),
        sql`${ledgerEntries.providerReference} is null`,
        eq(ledgerEntries.rentalId, rentalId),
      ),
    )
    .orderBy(ledgerEntries.id)
    .limit(100);
}
