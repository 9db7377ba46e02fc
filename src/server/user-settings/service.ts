import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_USER_SETTINGS,
  type UserSettings,
  type UserSettingsUpdate,
} from '../../shared/schemas/user-settings';
import type { Db } from '../db/client';
import { userSettings } from '../db/schema';

type SettingsRow = typeof userSettings.$inferSelect;

function toSettings(row: SettingsRow): UserSettings {
  return {
    email_notifications: row.emailNotifications,
    push_notifications: row.pushNotifications,
    rental_updates: row.rentalUpdates,
    marketing_emails: row.marketingEmails,
    public_profile: row.publicProfile,
    location_sharing: row.locationSharing,
    theme: row.theme,
    font_size: row.fontSize,
    animations: row.animations,
    language: row.language,
    timezone: row.timezone,
    currency: row.currency,
  };
}

function toColumns(update: UserSettingsUpdate): Partial<typeof userSettings.$inferInsert> {
  const columns: Partial<typeof userSettings.$inferInsert> = {};
  if (update.email_notifications !== undefined) columns.emailNotifications = update.email_notifications;
  if (update.push_notifications !== undefined) columns.pushNotifications = update.push_notifications;
  if (update.rental_updates !== undefined) columns.rentalUpdates = update.rental_updates;
  if (update.marketing_emails !== undefined) columns.marketingEmails = update.marketing_emails;
  if (update.public_profile !== undefined) columns.publicProfile = update.public_profile;
  if (update.location_sharing !== undefined) columns.locationSharing = update.location_sharing;
  if (update.theme !== undefined) columns.theme = update.theme;
  if (update.font_size !== undefined) columns.fontSize = update.font_size;
  if (update.animations !== undefined) columns.animations = update.animations;
  if (update.language !== undefined) columns.language = update.language;
  if (update.timezone !== undefined) columns.timezone = update.timezone;
  if (update.currency !== undefined) columns.currency = update.currency;
  return columns;
}

/**
 * A user's settings. A user who never saved any has the defaults (spec section 2); no row is
 * written until the first change, so reading settings never writes.
 */
export async function getUserSettings(db: Db, userId: string): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return row ? toSettings(row) : { ...DEFAULT_USER_SETTINGS };
}

/** Saves the given settings for the user (an upsert, so the first change creates the row). */
export async function updateUserSettings(
  db: Db,
  update: UserSettingsUpdate,
  actor: { id: string },
): Promise<UserSettings> {
  const columns = toColumns(update);
  if (Object.keys(columns).length === 0) return getUserSettings(db, actor.id);
  const [row] = await db
    .insert(userSettings)
    .values({ userId: actor.id, ...columns })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...columns, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('settings upsert returned no row');
  return toSettings(row);
}
