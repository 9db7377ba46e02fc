import { inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_SYSTEM_SETTINGS,
  type SystemSettings,
  type SystemSettingsUpdate,
  systemSettingsSchema,
  systemSettingsUpdateSchema,
} from '../../shared/schemas/settings';
import type { Db } from '../db/client';
import { systemSettings } from '../db/schema';

const KEYS = Object.keys(DEFAULT_SYSTEM_SETTINGS) as (keyof SystemSettings)[];

/**
 * The current system settings: stored values over the defaults. A stored value that no longer
 * validates (an older format) falls back to its default rather than breaking every request.
 */
export async function getSettings(db: Db): Promise<SystemSettings> {
  const rows = await db
    .select({ key: systemSettings.key, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.key, KEYS));
  const merged: Record<string, unknown> = { ...DEFAULT_SYSTEM_SETTINGS };
  for (const row of rows) {
    const key = row.key as keyof SystemSettings;
    const field = systemSettingsSchema.shape[key];
    const parsed = field.safeParse(row.value);
    if (parsed.success) merged[key] = parsed.data;
  }
  return systemSettingsSchema.parse(merged);
}

/** Stores the given settings (validated; unknown keys refused) and returns the full result. */
export async function updateSettings(
  db: Db,
  input: SystemSettingsUpdate,
  actorId: string | null,
): Promise<SystemSettings> {
  const update = systemSettingsUpdateSchema.parse(input);
  const entries = Object.entries(update).filter(([, value]) => value !== undefined);
  if (entries.length > 0) {
    await db
      .insert(systemSettings)
      .values(entries.map(([key, value]) => ({ key, value, updatedBy: actorId })))
      .onConflictDoUpdate({
        target: systemSettings.key,
        set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
      });
  }
  return getSettings(db);
}
