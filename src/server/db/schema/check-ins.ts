import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CHECK_IN_STEPS } from '../../../shared/schemas/check-ins';
import { user } from './auth';
import { rentals } from './rentals';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The two check-ins of a rental (issue 19): at the pick-up and at the return, one side records the
 * item's condition (photos, notes) and is shown a short code; the other side types that code on
 * their own phone to confirm, which proves both were there. The times come from the server's
 * clock. A recorded check-in may be recorded again (new photos, new code) until it is confirmed;
 * a confirmed one never changes. The code is kept so the recorder's phone can show it again after
 * a reload; it expires (code_expires_at) and locks after a few wrong tries (code_attempts).
 */
export const rentalCheckIns = pgTable(
  'rental_check_ins',
  {
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    step: text('step', { enum: CHECK_IN_STEPS }).notNull(),
    recordedBy: text('recorded_by').references(() => user.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    notes: text('notes').notNull().default(''),
    code: text('code').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    codeAttempts: integer('code_attempts').notNull().default(0),
    confirmedBy: text('confirmed_by').references(() => user.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.rentalId, table.step] }),
    check('rental_check_ins_step_check', sql`${table.step} in ('pickup', 'return')`),
    check('rental_check_ins_attempts_check', sql`${table.codeAttempts} >= 0`),
  ],
);

/**
 * Photos of a check-in, uploaded one by one before the check-in is recorded (check_in_step null
 * until then) through the same path as item and claim photos: re-encoded, metadata stripped.
 */
export const checkInPhotos = pgTable(
  'check_in_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    step: text('step', { enum: CHECK_IN_STEPS }),
    uploaderId: text('uploader_id').references(() => user.id, { onDelete: 'set null' }),
    cardKey: text('card_key').notNull(),
    fullKey: text('full_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('check_in_photos_rental_idx').on(table.rentalId, table.createdAt),
    check('check_in_photos_step_check', sql`${table.step} is null or ${table.step} in ('pickup', 'return')`),
  ],
);
