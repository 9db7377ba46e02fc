import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { rentals } from './rentals';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One checkout for one rental, with whichever provider took it (sandbox or Stripe). The provider's
 * session id is unique per provider, so a webhook, the success page and any replay all find the
 * same row; the move open -> paid is a conditional UPDATE, so only one of them confirms.
 *
 * status: creating (the row exists, the provider has not answered yet), open (waiting for the
 * renter), paid, expired (hold ran out or the checkout was abandoned), failed (the provider
 * refused to create the session).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    payerId: text('payer_id').references(() => user.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerSessionId: text('provider_session_id'),
    /** The provider's charge reference (Stripe payment intent), needed for refunds. */
    providerPaymentId: text('provider_payment_id'),
    checkoutUrl: text('checkout_url'),
    status: text('status', { enum: ['creating', 'open', 'paid', 'expired', 'failed'] })
      .notNull()
      .default('creating'),
    amountTotal: integer('amount_total').notNull(),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    failureMessage: text('failure_message'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payments_provider_session_idx').on(table.provider, table.providerSessionId),
    index('payments_rental_idx').on(table.rentalId),
    index('payments_payer_idx').on(table.payerId, table.createdAt.desc()),
    check('payments_provider_check', sql`${table.provider} in ('sandbox', 'stripe')`),
    check('payments_status_check', sql`${table.status} in ('creating', 'open', 'paid', 'expired', 'failed')`),
    check('payments_amount_positive', sql`${table.amountTotal} > 0`),
    check(
      'payments_refund_range',
      sql`${table.amountRefunded} >= 0 and ${table.amountRefunded} <= ${table.amountTotal}`,
    ),
  ],
);

/**
 * Every money movement, one row each (signed cents). For each rental, at every moment:
 *   charge = platform_fee + owner_payout + deposit_held + refund
 * and once the deposit is settled (deposit_held sums to 0): charges = fees + payouts + refunds.
 *
 * event names the business event that wrote the rows (confirm, return_good, return_damaged (before
 * damage claims), cancel, late_payment_refund, claim_settled); (rental, event, kind) is unique, so an event can only ever be
 * booked once however many times it is delivered.
 *
 * owner_transfer lines (events share_transfer, deposit_transfer and their reversals) are money that
 * left the platform for the owner's connected account (decision 022). They are outside the sum
 * above: they settle owner_payout, so Σ owner_transfer <= Σ owner_payout, equal once all is paid
 * out, and then charge = platform_fee + owner_transfer + refund (+ deposit_held while held).
 *
 * party_id is who the line concerns: the renter for charge and refund, the owner for payouts and
 * the fee taken from their share.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    event: text('event', {
      enum: [
        'confirm',
        'return_good',
        'return_damaged',
        'cancel',
        'late_payment_refund',
        'claim_settled',
        'share_transfer',
        'deposit_transfer',
        'share_transfer_reversed',
        'deposit_transfer_reversed',
        'late_fee_kept',
        'late_fee_transfer',
        'late_fee_transfer_reversed',
      ],
    }).notNull(),
    kind: text('kind', {
      enum: ['charge', 'platform_fee', 'owner_payout', 'deposit_held', 'refund', 'owner_transfer'],
    }).notNull(),
    amount: integer('amount').notNull(),
    partyId: text('party_id').references(() => user.id, { onDelete: 'set null' }),
    /** The provider's id for this movement (payment intent for a charge, refund id for a refund). */
    providerReference: text('provider_reference'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_entries_event_idx').on(table.rentalId, table.event, table.kind),
    index('ledger_entries_party_idx').on(table.partyId, table.createdAt.desc()),
    // /admin/analytics: platform fees (revenue) by time, from a small index of the fee lines only.
    index('ledger_entries_fee_created_idx')
      .on(table.createdAt, table.amount)
      .where(sql`${table.kind} = 'platform_fee'`),
    check(
      'ledger_entries_kind_check',
      sql`${table.kind} in ('charge', 'platform_fee', 'owner_payout', 'deposit_held', 'refund', 'owner_transfer')`,
    ),
    check(
      'ledger_entries_event_check',
      sql`${table.event} in ('confirm', 'return_good', 'return_damaged', 'cancel', 'late_payment_refund', 'claim_settled', 'share_transfer', 'deposit_transfer', 'share_transfer_reversed', 'deposit_transfer_reversed', 'late_fee_kept', 'late_fee_transfer', 'late_fee_transfer_reversed')`,
    ),
  ],
);

/**
 * The built-in sandbox provider's own records, standing in for what Stripe keeps on its side: the
 * hosted checkout sessions (with their line items) and the refunds made against them.
 */
export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    id: text('id').primaryKey(),
    /** Our payment id, like Stripe's client_reference_id. */
    reference: text('reference').notNull().unique(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    lineItems: jsonb('line_items')
      .$type<{ name: string; unitAmount: number; quantity: number }[]>()
      .notNull(),
    amountTotal: integer('amount_total').notNull(),
    currency: text('currency').notNull(),
    customerEmail: text('customer_email').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    paymentIntent: text('payment_intent'),
    cardLast4: text('card_last4'),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('sandbox_checkout_sessions_intent_idx').on(table.paymentIntent),
    check('sandbox_checkout_sessions_status_check', sql`${table.status} in ('open', 'complete', 'expired')`),
    check(
      'sandbox_checkout_sessions_refund_range',
      sql`${table.amountRefunded} >= 0 and ${table.amountRefunded} <= ${table.amountTotal}`,
    ),
  ],
);

export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  sessionId: text('session_id')
    .notNull()
    .references(() => sandboxCheckoutSessions.id, { onDelete: 'cascade' }),
  /** A retried refund with the same key returns the first one instead of refunding twice. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amount: integer('amount').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});
