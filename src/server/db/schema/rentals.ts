import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { items } from './items';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One booking of an item (spec section 3, table rentals). Money in integer cents, copied from the
 * item and the commission setting when the checkout starts, so later price changes never alter
 * what was agreed. The period is [start_date, end_date): end_date is the day after the last day.
 *
 * Two rentals of one item can never overlap while they hold the dates (pending, active, overdue):
 * the exclusion constraint rentals_no_overlap (migration 0007, btree_gist) refuses the second.
 * A pending rental holds its dates until hold_expires_at; the sweep (or the next checkout of the
 * item) cancels it after that.
 *
 * item, renter and owner are kept as null when the listing or account is deleted: the rental and
 * its ledger are financial records; the item's title is kept for the history.
 */
export const rentals = pgTable(
  'rentals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'set null' }),
    itemTitle: text('item_title').notNull(),
    renterId: text('renter_id').references(() => user.id, { onDelete: 'set null' }),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'active', 'returned', 'overdue', 'cancelled'] })
      .notNull()
      .default('pending'),
    rentalDays: integer('rental_days').notNull(),
    dailyRate: integer('daily_rate').notNull(),
    subtotalAmount: integer('subtotal_amount').notNull(),
    platformFee: integer('platform_fee').notNull(),
    ownerAmount: integer('owner_amount').notNull(),
    securityDeposit: integer('security_deposit').notNull(),
    totalAmount: integer('total_amount').notNull(),
    /** The commission setting (percent) this rental was priced with. */
    commissionRate: integer('commission_rate').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    actualReturnDate: timestamp('actual_return_date', { withTimezone: true }),
    returnCondition: text('return_condition', { enum: ['good', 'damaged'] }),
    returnedBy: text('returned_by').references(() => user.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason', { enum: ['hold_expired', 'renter', 'owner', 'admin'] }),
    /**
     * When the other side confirmed the pick-up check-in (server clock): the item changed hands.
     * The owner's transfer becomes due at the earlier of this and 24 h after the start date.
     */
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    /**
     * The late fee kept from the deposit at the return (cents; 0 when returned on time): a started
     * day after the end date at the daily rate, capped at the deposit (shared/late-fee.ts).
     */
    lateFee: integer('late_fee').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('rentals_renter_idx').on(table.renterId, table.createdAt.desc()),
    index('rentals_owner_idx').on(table.ownerId, table.createdAt.desc()),
    index('rentals_item_idx').on(table.itemId, table.startDate),
    // /admin/analytics: rentals by status, per month and in the growth windows, from the index alone.
    index('rentals_created_status_idx').on(table.createdAt, table.status),
    // The sweeps read only these two small sets.
    index('rentals_pending_hold_idx').on(table.holdExpiresAt).where(sql`${table.status} = 'pending'`),
    index('rentals_active_end_idx').on(table.endDate).where(sql`${table.status} = 'active'`),
    check(
      'rentals_status_check',
      sql`${table.status} in ('pending', 'active', 'returned', 'overdue', 'cancelled')`,
    ),
    check('rentals_days_range', sql`${table.rentalDays} between 1 and 365`),
    check('rentals_period_matches_days', sql`${table.endDate} = ${table.startDate} + ${table.rentalDays}`),
    check('rentals_daily_rate_positive', sql`${table.dailyRate} > 0`),
    check('rentals_subtotal', sql`${table.subtotalAmount} = ${table.dailyRate} * ${table.rentalDays}`),
    check(
      'rentals_fee_split',
      sql`${table.platformFee} >= 0 and ${table.ownerAmount} >= 0 and ${table.platformFee} + ${table.ownerAmount} = ${table.subtotalAmount}`,
    ),
    check('rentals_deposit_not_negative', sql`${table.securityDeposit} >= 0`),
    check('rentals_total', sql`${table.totalAmount} = ${table.subtotalAmount} + ${table.securityDeposit}`),
    check('rentals_late_fee_range', sql`${table.lateFee} between 0 and ${table.securityDeposit}`),
    check('rentals_commission_range', sql`${table.commissionRate} between 0 and 100`),
    check(
      'rentals_return_condition_check',
      sql`${table.returnCondition} is null or ${table.returnCondition} in ('good', 'damaged')`,
    ),
    check(
      'rentals_cancel_reason_check',
      sql`${table.cancelReason} is null or ${table.cancelReason} in ('hold_expired', 'renter', 'owner', 'admin')`,
    ),
  ],
);

/**
 * The security deposit of a paid rental (spec section 3, table deposits): held from payment until
 * the return, then refunded (good condition, or a cancellation) or forfeited to the owner (damaged,
 * with the reason in refund_reason).
 */
export const deposits = pgTable(
  'deposits',
  {
    rentalId: uuid('rental_id')
      .primaryKey()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['held', 'refunded', 'forfeited'] })
      .notNull()
      .default('held'),
    amount: integer('amount').notNull(),
    refundReason: text('refund_reason'),
    /** The provider's refund id when the deposit went back to the renter. */
    refundReference: text('refund_reference'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('deposits_status_check', sql`${table.status} in ('held', 'refunded', 'forfeited')`),
    check('deposits_amount_not_negative', sql`${table.amount} >= 0`),
  ],
);

export const CLAIM_STATUSES = ['open', 'disputed', 'settled'] as const;
/** How a claim was settled: the renter accepted, the window lapsed, or an admin decided. */
export const CLAIM_OUTCOMES = ['accepted', 'lapsed', 'refund_all', 'keep_part', 'keep_all'] as const;

/**
 * A damaged return's claim on the deposit. The owner names the damage, the amount to keep (the
 * whole deposit or less) and shows photos; the deposit stays held. The renter may accept or
 * dispute until respond_by (72 h); an undisputed claim settles when the window lapses; a disputed
 * one waits for an admin's decision (/admin/disputes). Settling forfeits amount_kept to the owner
 * and refunds the rest, in one transaction with the ledger (rentals/claims.ts).
 */
export const damageClaims = pgTable(
  'damage_claims',
  {
    rentalId: uuid('rental_id')
      .primaryKey()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('open'),
    reason: text('reason').notNull(),
    /** What the owner asks to keep (cents, 1..deposit). */
    amountClaimed: integer('amount_claimed').notNull(),
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    renterStatement: text('renter_statement'),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    outcome: text('outcome', { enum: CLAIM_OUTCOMES }),
    /** What was finally kept for the owner (cents), once settled. */
    amountKept: integer('amount_kept'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The sweep settles lapsed open claims; the admin queue lists disputed ones.
    index('damage_claims_open_idx').on(table.respondBy).where(sql`${table.status} = 'open'`),
    index('damage_claims_disputed_idx').on(table.disputedAt).where(sql`${table.status} = 'disputed'`),
    check('damage_claims_status_check', sql`${table.status} in ('open', 'disputed', 'settled')`),
    check(
      'damage_claims_outcome_check',
      sql`${table.outcome} is null or ${table.outcome} in ('accepted', 'lapsed', 'refund_all', 'keep_part', 'keep_all')`,
    ),
    check('damage_claims_amount_positive', sql`${table.amountClaimed} > 0`),
    check(
      'damage_claims_settled_complete',
      sql`(${table.status} = 'settled') = (${table.outcome} is not null and ${table.amountKept} is not null and ${table.settledAt} is not null)`,
    ),
  ],
);

/**
 * Evidence photos of a damage claim, from either side (uploaded like item photos, stored as
 * public WebP under an unguessable key). Unattached photos (claim not filed yet) belong to the
 * rental and their uploader only.
 */
export const claimPhotos = pgTable(
  'claim_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    uploaderId: text('uploader_id').references(() => user.id, { onDelete: 'set null' }),
    cardKey: text('card_key').notNull(),
    fullKey: text('full_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('claim_photos_rental_idx').on(table.rentalId, table.createdAt)],
);
