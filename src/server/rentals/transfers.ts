import { and, desc, eq, exists, gt, inArray, isNotNull, lte, not, sql } from 'drizzle-orm';
import { CLAIM_RESPONSE_HOURS } from '../../shared/schemas/claims';
import type { Db } from '../db/client';
import {
  damageClaims,
  ownerTransfers,
  payments,
  payoutAccounts,
  providerDisputes,
  rentals,
} from '../db/schema';
import { enqueueJob } from '../jobs/public';
import { notify } from '../notifications/public';
import type { PaymentProvider } from '../platform/public';
import { nowOf, type RentalDeps } from './context';
import { bookEvent } from './ledger';

/**
 * The owner's money leaving the platform (decision 022): separate charges and transfers. The
 * renter's payment stays on the platform; the owner's share (subtotal less the fee) is transferred
 * to their connected account once due, the earlier of the confirmed hand-over and 24 hours after
 * the start date (a no-show can still be refunded in full before that); a deposit kept by a
 * settled damage claim is transferred once the claim is settled (after the 72-hour window or the
 * admin's decision).
 *
 * A transfer row is written once per rental and kind (unique), in the same transaction as the
 * job that sends it; the job calls the provider with the row's id as idempotency key and books
 * the owner_transfer ledger line when the provider answers. An owner without an active payout
 * account has the transfer held (visible in Billing) until they set one up; a rental whose payment
 * the renter's bank disputes has its transfers frozen.
 */

export type TransferKind = (typeof ownerTransfers.$inferSelect)['kind'];
type TransferRow = typeof ownerTransfers.$inferSelect;

const BILLING_LINK = '/settings?tab=billing';
const DUE_BATCH = 200;

/** When the owner's share is due: the earlier of the hand-over and 24 h after the start date. */
const shareDueAt = sql<Date>`least(${rentals.handedOverAt}, (${rentals.startDate}::timestamp at time zone 'UTC') + interval '24 hours')`;

const underProviderDispute = (rentalId: typeof rentals.id | typeof ownerTransfers.rentalId) =>
  sql`exists (select 1 from ${providerDisputes} where ${providerDisputes.rentalId} = ${rentalId})`;

async function enqueueSend(tx: Db, transferId: string) {
  await enqueueJob(tx, 'payouts.transfer', { transferId }, { key: transferId });
}

async function notifyHeld(
  tx: Db,
  row: Pick<TransferRow, 'ownerId' | 'rentalId' | 'kind' | 'amount'>,
  itemTitle: string,
) {
  if (!row.ownerId) return;
  await notify(tx, {
    userId: row.ownerId,
    kind: 'payout_held',
    params: { rentalId: row.rentalId, itemTitle, amountCents: row.amount },
    link: BILLING_LINK,
    dedupeKey: `payout:held:${row.rentalId}:${row.kind}`,
  });
}

interface DueTransfer {
  rentalId: string;
  ownerId: string;
  itemTitle: string;
  kind: TransferKind;
  amount: number;
  dueAt: Date;
}

/** Writes one due transfer (once: the unique key refuses a second) and queues or holds it. */
async function createTransfer(db: Db, provider: PaymentProvider['kind'], due: DueTransfer): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [frozen] = await tx
      .select({ id: providerDisputes.id })
      .from(providerDisputes)
      .where(eq(providerDisputes.rentalId, due.rentalId))
      .limit(1);
    const [account] = await tx
      .select({ enabled: payoutAccounts.payoutsEnabled })
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.userId, due.ownerId), eq(payoutAccounts.provider, provider)));
    const status = frozen ? 'frozen' : account?.enabled ? 'pending' : 'held';
    const [row] = await tx
      .insert(ownerTransfers)
      .values({
        rentalId: due.rentalId,
        ownerId: due.ownerId,
        kind: due.kind,
        amount: due.amount,
        status,
        provider,
        dueAt: due.dueAt,
      })
      .onConflictDoNothing({ target: [ownerTransfers.rentalId, ownerTransfers.kind] })
      .returning();
    if (!row) return false;
    if (status === 'pending') await enqueueSend(tx, row.id);
    if (status === 'held') await notifyHeld(tx, row, due.itemTitle);
    return true;
  });
}

/** Rentals whose owner's share is due and has no transfer yet (of one rental, if given). */
function dueShares(db: Db, now: Date, rentalId?: string) {
  return db
    .select({
      rentalId: rentals.id,
      ownerId: rentals.ownerId,
      itemTitle: rentals.itemTitle,
      amount: rentals.ownerAmount,
      dueAt: shareDueAt,
    })
    .from(rentals)
    .where(
      and(
        rentalId ? eq(rentals.id, rentalId) : undefined,
        inArray(rentals.status, ['active', 'overdue', 'returned']),
        isNotNull(rentals.paidAt),
        isNotNull(rentals.ownerId),
        gt(rentals.ownerAmount, 0),
        sql`${shareDueAt} <= ${now.toISOString()}::timestamptz`,
        noTransferYet(db, 'rental_share'),
      ),
    )
    .limit(DUE_BATCH);
}

/** The rental has no transfer of this kind yet (the unique index refuses a second one anyway). */
function noTransferYet(db: Db, kind: TransferKind) {
  return not(
    exists(
      db
        .select({ one: sql`1` })
        .from(ownerTransfers)
        .where(and(eq(ownerTransfers.rentalId, rentals.id), eq(ownerTransfers.kind, kind))),
    ),
  );
}

/** Settled damage claims that kept part of the deposit, with no transfer of it yet. */
function dueDeposits(db: Db, now: Date) {
  return db
    .select({
      rentalId: rentals.id,
      ownerId: rentals.ownerId,
      itemTitle: rentals.itemTitle,
      amount: damageClaims.amountKept,
      dueAt: damageClaims.settledAt,
    })
    .from(damageClaims)
    .innerJoin(rentals, eq(rentals.id, damageClaims.rentalId))
    .where(
      and(
        eq(damageClaims.status, 'settled'),
        gt(damageClaims.amountKept, 0),
        lte(damageClaims.settledAt, now),
        isNotNull(rentals.ownerId),
        noTransferYet(db, 'deposit_kept'),
      ),
    )
    .limit(DUE_BATCH);
}

/**
 * When a late fee kept at the return goes to the owner: once the claim window after the return
 * has passed, like a kept deposit (decision 030).
 */
const lateFeeDueAt = sql<Date>`${rentals.actualReturnDate} + ${`${CLAIM_RESPONSE_HOURS} hours`}::interval`;

/** Returned rentals that kept a late fee, due by `now`, with no transfer of it yet. */
function dueLateFees(db: Db, now: Date) {
  return db
    .select({
      rentalId: rentals.id,
      ownerId: rentals.ownerId,
      itemTitle: rentals.itemTitle,
      amount: rentals.lateFee,
      dueAt: lateFeeDueAt,
    })
    .from(rentals)
    .where(
      and(
        eq(rentals.status, 'returned'),
        gt(rentals.lateFee, 0),
        isNotNull(rentals.ownerId),
        sql`${lateFeeDueAt} <= ${now.toISOString()}::timestamptz`,
        noTransferYet(db, 'late_fee'),
      ),
    )
    .limit(DUE_BATCH);
}

/** A due row as the queries answer it (a settled claim's amount and date are typed nullable). */
interface DueRow {
  rentalId: string;
  ownerId: string | null;
  itemTitle: string;
  amount: number | null;
  dueAt: Date | string | null;
  kind: TransferKind;
}

async function createDue(db: Db, provider: PaymentProvider['kind'], due: DueRow) {
  if (!due.ownerId || !due.amount || !due.dueAt) return false;
  const dueAt = due.dueAt instanceof Date ? due.dueAt : new Date(due.dueAt);
  return createTransfer(db, provider, { ...due, ownerId: due.ownerId, amount: due.amount, dueAt });
}

/**
 * The pick-up was just confirmed (in `tx`): the rental's share is due now, so it is written and
 * queued in that same transaction instead of waiting for the next sweep.
 */
export async function scheduleShareTransferOf(
  tx: Db,
  provider: PaymentProvider['kind'],
  rentalId: string,
  now: Date,
): Promise<boolean> {
  const [due] = await dueShares(tx, now, rentalId);
  return due ? createDue(tx, provider, { ...due, kind: 'rental_share' }) : false;
}

/**
 * The sweep's step: every transfer that became due by `now` (the caller's clock) is written and
 * queued (or held, or frozen). Held transfers of owners whose account became active meanwhile are
 * released too. Answers how many transfers were created.
 */
export async function scheduleDueTransfers(
  db: Db,
  provider: PaymentProvider['kind'],
  now: Date,
): Promise<number> {
  let created = 0;
  const shares = await dueShares(db, now);
  const kept = await dueDeposits(db, now);
  const lateFees = await dueLateFees(db, now);
  const due = [
    ...shares.map((row) => ({ ...row, kind: 'rental_share' as const })),
    ...kept.map((row) => ({ ...row, kind: 'deposit_kept' as const })),
    ...lateFees.map((row) => ({ ...row, kind: 'late_fee' as const })),
  ];
  for (const row of due) {
    if (await createDue(db, provider, row)) created++;
  }
  const ready = await db
    .selectDistinct({ ownerId: ownerTransfers.ownerId })
    .from(ownerTransfers)
    .innerJoin(payoutAccounts, eq(payoutAccounts.userId, ownerTransfers.ownerId))
    .where(
      and(
        eq(ownerTransfers.status, 'held'),
        eq(payoutAccounts.payoutsEnabled, true),
        eq(payoutAccounts.provider, provider),
      ),
    );
  for (const { ownerId } of ready) {
    if (ownerId) await db.transaction((tx) => releaseHeldTransfers(tx, ownerId));
  }
  return created;
}

/** The owner's account can be paid now: their held transfers go to the job queue. */
export async function releaseHeldTransfers(tx: Db, ownerId: string): Promise<number> {
  const released = await tx
    .update(ownerTransfers)
    .set({ status: 'pending', updatedAt: sql`now()` })
    .where(
      and(
        eq(ownerTransfers.ownerId, ownerId),
        eq(ownerTransfers.status, 'held'),
        not(underProviderDispute(ownerTransfers.rentalId)),
      ),
    )
    .returning({ id: ownerTransfers.id });
  for (const { id } of released) await enqueueSend(tx, id);
  return released.length;
}

/** A disputed payment: the rental's transfers not yet made stay where they are until an admin acts. */
export async function freezeTransfersOf(tx: Db, rentalId: string): Promise<number> {
  const frozen = await tx
    .update(ownerTransfers)
    .set({ status: 'frozen', updatedAt: sql`now()` })
    .where(and(eq(ownerTransfers.rentalId, rentalId), inArray(ownerTransfers.status, ['held', 'pending'])))
    .returning({ id: ownerTransfers.id });
  return frozen.length;
}

const LEDGER_EVENT = {
  rental_share: 'share_transfer',
  deposit_kept: 'deposit_transfer',
  late_fee: 'late_fee_transfer',
} as const;

const REVERSAL_EVENT = {
  rental_share: 'share_transfer_reversed',
  deposit_kept: 'deposit_transfer_reversed',
  late_fee: 'late_fee_transfer_reversed',
} as const;

export type SendOutcome = 'sent' | 'skipped' | 'held' | 'frozen';

/**
 * The 'payouts.transfer' job: sends one pending transfer. The provider call carries the row's id
 * as idempotency key, so a job retried after a crash between the call and the commit makes the
 * same transfer, not a second one; only the first commit books the ledger line and tells the owner.
 * A provider failure throws, and the job queue retries with backoff.
 */
export async function sendTransfer(deps: RentalDeps, transferId: string): Promise<SendOutcome> {
  const [row] = await deps.db
    .select({ transfer: ownerTransfers, itemTitle: rentals.itemTitle })
    .from(ownerTransfers)
    .innerJoin(rentals, eq(rentals.id, ownerTransfers.rentalId))
    .where(eq(ownerTransfers.id, transferId));
  if (row?.transfer.status !== 'pending') return 'skipped';
  const { transfer, itemTitle } = row;
  const ownerId = transfer.ownerId;
  if (!ownerId) return 'skipped';
  const pendingOnly = and(eq(ownerTransfers.id, transfer.id), eq(ownerTransfers.status, 'pending'));

  const [dispute] = await deps.db
    .select({ id: providerDisputes.id })
    .from(providerDisputes)
    .where(eq(providerDisputes.rentalId, transfer.rentalId))
    .limit(1);
  if (dispute) {
    await deps.db.update(ownerTransfers).set({ status: 'frozen', updatedAt: sql`now()` }).where(pendingOnly);
    return 'frozen';
  }
  const [account] = await deps.db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, ownerId), eq(payoutAccounts.provider, transfer.provider)));
  if (!account?.payoutsEnabled || transfer.provider !== deps.payments.kind) {
    await deps.db.transaction(async (tx) => {
      const [held] = await tx
        .update(ownerTransfers)
        .set({ status: 'held', updatedAt: sql`now()` })
        .where(pendingOnly)
        .returning();
      if (held) await notifyHeld(tx, held, itemTitle);
    });
    return 'held';
  }

  const { transferId: providerTransferId } = await deps.payments.createTransfer({
    accountId: account.accountId,
    amount: transfer.amount,
    currency: 'usd',
    idempotencyKey: `transfer-${transfer.id}`,
    transferGroup: `rental-${transfer.rentalId}`,
    metadata: { rentalId: transfer.rentalId, transferId: transfer.id, kind: transfer.kind },
  });

  const now = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    const [sent] = await tx
      .update(ownerTransfers)
      .set({
        status: 'sent',
        destination: account.accountId,
        providerTransferId,
        sentAt: now,
        updatedAt: now,
      })
      .where(pendingOnly)
      .returning();
    if (!sent) return;
    const [paid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.rentalId, transfer.rentalId), eq(payments.status, 'paid')))
      .limit(1);
    await bookEvent(
      tx,
      { rentalId: transfer.rentalId, paymentId: paid?.id ?? null },
      LEDGER_EVENT[transfer.kind],
      [
        {
          kind: 'owner_transfer',
          amount: transfer.amount,
          partyId: ownerId,
          providerReference: providerTransferId,
        },
      ],
    );
    await notify(tx, {
      userId: account.userId,
      kind: 'payout_sent',
      params: { rentalId: transfer.rentalId, itemTitle, amountCents: transfer.amount, source: transfer.kind },
      link: BILLING_LINK,
      dedupeKey: `payout:sent:${transfer.id}`,
    });
  });
  return 'sent';
}

/** One line of the owner's payouts in Billing: a transfer with its state, or a share still to come. */
export interface OwnerPayoutView {
  rentalId: string;
  itemTitle: string;
  kind: TransferKind;
  amount: number;
  status: TransferRow['status'] | 'scheduled';
  /** When it is (or was) due; for 'scheduled' lines, when it will be sent. */
  dueAt: string;
  sentAt: string | null;
  paidAt: string | null;
}

const PAYOUTS_SHOWN = 50;

/** The owner's payouts: transfers made or waiting, and shares of paid rentals not yet due. */
export async function ownerPayouts(db: Db, ownerId: string): Promise<OwnerPayoutView[]> {
  const [made, upcoming] = await Promise.all([
    db
      .select({ transfer: ownerTransfers, itemTitle: rentals.itemTitle })
      .from(ownerTransfers)
      .innerJoin(rentals, eq(rentals.id, ownerTransfers.rentalId))
      .where(eq(ownerTransfers.ownerId, ownerId))
      .orderBy(desc(ownerTransfers.dueAt))
      .limit(PAYOUTS_SHOWN),
    db
      .select({
        rentalId: rentals.id,
        itemTitle: rentals.itemTitle,
        amount: rentals.ownerAmount,
        dueAt: shareDueAt,
      })
      .from(rentals)
      .where(
        and(
          eq(rentals.ownerId, ownerId),
          inArray(rentals.status, ['active', 'overdue', 'returned']),
          isNotNull(rentals.paidAt),
          gt(rentals.ownerAmount, 0),
          not(
            exists(
              db
                .select({ one: sql`1` })
                .from(ownerTransfers)
                .where(and(eq(ownerTransfers.rentalId, rentals.id), eq(ownerTransfers.kind, 'rental_share'))),
            ),
          ),
        ),
      )
      .orderBy(shareDueAt)
      .limit(PAYOUTS_SHOWN),
  ]);
  const iso = (value: Date | string) => new Date(value).toISOString();
  return [
    ...upcoming.map((row) => ({
      rentalId: row.rentalId,
      itemTitle: row.itemTitle,
      kind: 'rental_share' as const,
      amount: row.amount,
      status: 'scheduled' as const,
      dueAt: iso(row.dueAt),
      sentAt: null,
      paidAt: null,
    })),
    ...made.map(({ transfer, itemTitle }) => ({
      rentalId: transfer.rentalId,
      itemTitle,
      kind: transfer.kind,
      amount: transfer.amount,
      status: transfer.status,
      dueAt: iso(transfer.dueAt),
      sentAt: transfer.sentAt ? iso(transfer.sentAt) : null,
      paidAt: transfer.paidAt ? iso(transfer.paidAt) : null,
    })),
  ];
}

/** The platform took a transfer back (transfer.reversed): the ledger says the money returned. */
export async function markTransferReversed(tx: Db, providerTransferId: string, amountReversed: number) {
  const [row] = await tx
    .update(ownerTransfers)
    .set({ status: 'reversed', updatedAt: sql`now()` })
    .where(eq(ownerTransfers.providerTransferId, providerTransferId))
    .returning();
  if (!row) return;
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.rentalId, row.rentalId), eq(payments.status, 'paid')))
    .limit(1);
  await bookEvent(tx, { rentalId: row.rentalId, paymentId: paid?.id ?? null }, REVERSAL_EVENT[row.kind], [
    { kind: 'owner_transfer', amount: -amountReversed, partyId: row.ownerId },
  ]);
}

/** The provider paid a connected account's balance out: the transfers sent before it are paid. */
export async function markTransfersPaid(
  tx: Db,
  payout: { accountId: string; payoutId: string; createdAt: Date },
  now: Date,
) {
  await tx
    .update(ownerTransfers)
    .set({ status: 'paid', providerPayoutId: payout.payoutId, paidAt: now, updatedAt: now })
    .where(
      and(
        eq(ownerTransfers.destination, payout.accountId),
        eq(ownerTransfers.status, 'sent'),
        lte(ownerTransfers.sentAt, payout.createdAt),
      ),
    );
}
