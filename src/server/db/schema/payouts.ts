import { sql } from 'drizzle-orm';
import {
  boolean,
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
 * Where an owner is paid (decision 022): one connected account per owner with the provider that
 * created it (a Stripe Connect Express account, or the sandbox's own). `payouts_enabled` and
 * `requirements_due` are copied from the provider (account.updated webhook, or a fresh read when
 * the owner comes back from onboarding); transfers go only to an account with payouts enabled.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    accountId: text('account_id').notNull(),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    /** What the provider still needs before it pays out (Stripe's requirements.currently_due). */
    requirementsDue: jsonb('requirements_due').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payout_accounts_account_idx').on(table.provider, table.accountId),
    check('payout_accounts_provider_check', sql`${table.provider} in ('sandbox', 'stripe')`),
  ],
);

/**
 * One transfer of the owner's money to their connected account: the rental's share (subtotal less
 * the fee) or a deposit kept after a damage claim. (rental, kind) is unique, so a rental's money
 * is transferred at most once however often the sweep or a job runs.
 *
 * status: held (the owner has no active payout account yet), frozen (the renter's bank disputes
 * the payment), pending (a job is sending it), sent (the provider made the transfer), paid (the
 * provider paid it out to the owner's bank), reversed (taken back by the platform).
 */
export const ownerTransfers = pgTable(
  'owner_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['rental_share', 'deposit_kept', 'late_fee'] }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['held', 'frozen', 'pending', 'sent', 'paid', 'reversed'] }).notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    /** The connected account it went to, and the provider's transfer id once made. */
    destination: text('destination'),
    providerTransferId: text('provider_transfer_id'),
    /** The provider's payout to the owner's bank that carried it (payout.paid). */
    providerPayoutId: text('provider_payout_id'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('owner_transfers_rental_kind_idx').on(table.rentalId, table.kind),
    uniqueIndex('owner_transfers_provider_idx').on(table.providerTransferId),
    index('owner_transfers_owner_idx').on(table.ownerId, table.createdAt.desc()),
    index('owner_transfers_status_idx').on(table.status),
    check('owner_transfers_amount_positive', sql`${table.amount} > 0`),
    check('owner_transfers_kind_check', sql`${table.kind} in ('rental_share', 'deposit_kept', 'late_fee')`),
    check(
      'owner_transfers_status_check',
      sql`${table.status} in ('held', 'frozen', 'pending', 'sent', 'paid', 'reversed')`,
    ),
  ],
);

/**
 * A payment the renter's bank disputes (Stripe's charge.dispute.created): while one is open the
 * rental's transfers are frozen and an admin looks at it.
 */
export const providerDisputes = pgTable('provider_disputes', {
  id: text('id').primaryKey(),
  rentalId: uuid('rental_id')
    .notNull()
    .references(() => rentals.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  reason: text('reason'),
  createdAt: createdAt(),
});

/** Every provider webhook event applied, by its id: a redelivered event is applied once. */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox provider's connected accounts, standing in for Stripe's (its own records). */
export const sandboxConnectedAccounts = pgTable('sandbox_connected_accounts', {
  id: text('id').primaryKey(),
  /** Whose account it is (the sandbox's idempotency: one per owner). */
  reference: text('reference').notNull().unique(),
  email: text('email').notNull(),
  /** The test bank account's last four digits, once onboarding is done. */
  bankLast4: text('bank_last4'),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The sandbox provider's transfers to its connected accounts. */
export const sandboxTransfers = pgTable('sandbox_transfers', {
  id: text('id').primaryKey(),
  /** A retried transfer with the same key answers the first one instead of paying twice. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  destination: text('destination')
    .notNull()
    .references(() => sandboxConnectedAccounts.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  transferGroup: text('transfer_group'),
  createdAt: createdAt(),
});
