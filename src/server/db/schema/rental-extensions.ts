import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { EXTENSION_STATUSES } from '../../../shared/schemas/extensions';
import { user } from './auth';
import { rentals } from './rentals';

/**
 * A renter's request for more days on a rental in progress (decision 031). Priced when asked, at
 * the rental's daily rate with the current commission taken from the owner's share (as at
 * checkout): price = daily rate x days, fee + owner amount = price.
 *
 * requested -> accepted (the owner; the extra days are held on the rental, a checkout opens)
 *           -> declined (the owner, or nobody answered by respond_by: 24 h)
 * accepted  -> paid (the checkout was paid: the rental's end date and amounts grow)
 *           -> expired (the checkout ran out unpaid, or the rental ended first: the days go free)
 * At most one open (requested or accepted) request per rental, and one paid extension per rental
 * (its ledger lines are the rental's 'extension' event, booked once).
 */
export const rentalExtensions = pgTable(
  'rental_extensions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    days: integer('days').notNull(),
    /** What the renter pays: the rental's daily rate x days (cents). */
    priceCents: integer('price_cents').notNull(),
    /** The platform's commission, taken from the owner's share of the price (cents). */
    feeCents: integer('fee_cents').notNull(),
    status: text('status', { enum: EXTENSION_STATUSES }).notNull().default('requested'),
    /** Unanswered by then, the request is declined by the system. */
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Who declined: the owner, or the system after respond_by. */
    declinedBy: text('declined_by', { enum: ['owner', 'system'] }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rental_extensions_rental_idx').on(table.rentalId, table.createdAt.desc()),
    uniqueIndex('rental_extensions_one_open_idx')
      .on(table.rentalId)
      .where(sql`${table.status} in ('requested', 'accepted')`),
    uniqueIndex('rental_extensions_one_paid_idx').on(table.rentalId).where(sql`${table.status} = 'paid'`),
    // The sweep's two small sets: unanswered requests and unpaid acceptances.
    index('rental_extensions_open_idx')
      .on(table.respondBy)
      .where(sql`${table.status} in ('requested', 'accepted')`),
    check(
      'rental_extensions_status_check',
      sql`${table.status} in ('requested', 'accepted', 'declined', 'expired', 'paid')`,
    ),
    check('rental_extensions_days_range', sql`${table.days} between 1 and 365`),
    check(
      'rental_extensions_money',
      sql`${table.priceCents} > 0 and ${table.feeCents} >= 0 and ${table.feeCents} <= ${table.priceCents}`,
    ),
  ],
);
