import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One profile per user (id = user id), created on first read from the auth user. Texts are stored
 * sanitised; empty means "not given". The avatar is stored by storage key, and its URL is derived
 * from the storage in use, so moving from disk to S3 or changing the public URL breaks nothing.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    location: text('location').notNull().default(''),
    bio: text('bio').notNull().default(''),
    /** Storage keys of the avatar's sizes, e.g. `avatars/{userId}/{id}-256.webp`; null without a photo. */
    avatarKey: text('avatar_key'),
    avatarThumbKey: text('avatar_thumb_key'),
    username: text('username'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Usernames are unique regardless of case ('Ada' and 'ada' are the same person to readers).
    uniqueIndex('profiles_username_lower_idx').on(sql`lower(${table.username})`),
    check('profiles_bio_length', sql`char_length(${table.bio}) <= 500`),
  ],
);

/** Per-user preferences of the Settings page; one row per user, created with the defaults on first read. */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    emailNotifications: boolean('email_notifications').notNull().default(false),
    pushNotifications: boolean('push_notifications').notNull().default(false),
    rentalUpdates: boolean('rental_updates').notNull().default(true),
    marketingEmails: boolean('marketing_emails').notNull().default(false),
    publicProfile: boolean('public_profile').notNull().default(true),
    locationSharing: boolean('location_sharing').notNull().default(false),
    theme: text('theme', { enum: ['light', 'dark', 'system'] })
      .notNull()
      .default('system'),
    fontSize: text('font_size', { enum: ['small', 'medium', 'large'] })
      .notNull()
      .default('medium'),
    animations: boolean('animations').notNull().default(true),
    language: text('language', { enum: ['en', 'es', 'fr', 'de'] })
      .notNull()
      .default('en'),
    timezone: text('timezone', { enum: ['est', 'cst', 'mst', 'pst'] })
      .notNull()
      .default('est'),
    currency: text('currency', { enum: ['usd', 'eur', 'gbp', 'cad'] })
      .notNull()
      .default('usd'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('user_settings_theme_check', sql`${table.theme} in ('light', 'dark', 'system')`),
    check('user_settings_font_size_check', sql`${table.fontSize} in ('small', 'medium', 'large')`),
    check('user_settings_language_check', sql`${table.language} in ('en', 'es', 'fr', 'de')`),
    check('user_settings_timezone_check', sql`${table.timezone} in ('est', 'cst', 'mst', 'pst')`),
    check('user_settings_currency_check', sql`${table.currency} in ('usd', 'eur', 'gbp', 'cad')`),
  ],
);
