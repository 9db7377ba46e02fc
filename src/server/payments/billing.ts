import { and, desc, eq, gte, inArray, type SQL, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerEntries, rentals } from '../db/schema';

/** The ledger lines a person sees on Settings > Billing & Payments. */
const VISIBLE_KINDS = ['charge', 'refund', 'platform_fee', 'owner_payout'] as const;
type VisibleKind = (typeof VISIBLE_KINDS)[number];

export interface BillingEntry {
  id: number;
  createdAt: string;
  rentalId: string;
  itemTitle: string;
  /** charge: you paid; refund: you were refunded; platform_fee: taken from your share; owner_payout: you earn. */
  kind: VisibleKind;
  /** Signed cents, as booked (a reversed fee or payout is negative). */
  amount: number;
  /** A payout of a late fee kept from the deposit (decision 030), named as such. */
  lateFee: boolean;
}

export interface BillingSummary {
  totals: { paid: number; refunded: number; fees: number; payouts: number };
  entries: BillingEntry[];
}

const BILLING_ENTRIES_SHOWN = 50;

async function totalsFor(db: Db, userId: string, since?: Date) {
  const conditions: SQL[] = [
    eq(ledgerEntries.partyId, userId),
    inArray(ledgerEntries.kind, [...VISIBLE_KINDS]),
  ];
  if (since) conditions.push(gte(ledgerEntries.createdAt, since));
  const rows = await db
    .select({ kind: ledgerEntries.kind, total: sum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .where(and(...conditions))
    .groupBy(ledgerEntries.kind);
  const byKind = new Map(rows.map((row) => [row.kind, Number(row.total ?? 0)]));
  return {
    paid: byKind.get('charge') ?? 0,
    refunded: byKind.get('refund') ?? 0,
    fees: byKind.get('platform_fee') ?? 0,
    payouts: byKind.get('owner_payout') ?? 0,
  };
}

/** A person's real payments, refunds, fees and payouts, from the ledger. */
export async function billingSummary(db: Db, userId: string): Promise<BillingSummary> {
  const [totals, rows] = await Promise.all([
    totalsFor(db, userId),
    db
      .select({
        id: ledgerEntries.id,
        createdAt: ledgerEntries.createdAt,
        rentalId: ledgerEntries.rentalId,
        itemTitle: rentals.itemTitle,
        kind: ledgerEntries.kind,
        amount: ledgerEntries.amount,
        event: ledgerEntries.event,
      })
      .from(ledgerEntries)
      .innerJoin(rentals, eq(rentals.id, ledgerEntries.rentalId))
      .where(and(eq(ledgerEntries.partyId, userId), inArray(ledgerEntries.kind, [...VISIBLE_KINDS])))
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(BILLING_ENTRIES_SHOWN),
  ]);
  return {
    totals,
    entries: rows.map(({ event, ...row }) => ({
      ...row,
      kind: row.kind as VisibleKind,
      createdAt: row.createdAt.toISOString(),
      lateFee: event === 'late_fee_kept',
    })),
  };
}

/**
 * An owner's earnings: payouts due to them (rental shares and forfeited deposits, less any
 * reversed by a cancellation), all time or since a moment (the profile's trend).
 */
export async function ownerEarnings(db: Db, userId: string, since?: Date): Promise<number> {
  return (await totalsFor(db, userId, since)).payouts;
}
