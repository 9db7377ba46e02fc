import { inArray, sql } from 'drizzle-orm';
import { APPROX_CURRENCIES } from '../../shared/exchange';
import {
  DEFAULT_SYSTEM_SETTINGS,
  type SystemSettings,
  type SystemSettingsUpdate,
  systemSettingsSchema,
  systemSettingsUpdateSchema,
} from '../../shared/schemas/settings';
import type { Database, Db } from '../db/client';
import { systemSettings } from '../db/schema';

const KEYS = Object.keys(DEFAULT_SYSTEM_SETTINGS) as (keyof SystemSettings)[];

/** The channel a trigger on system_settings notifies after every committed change (migration 0013). */
const SETTINGS_CHANNEL = 'shareshed_settings';

/**
 * A safety net only: a kept copy is re-read after this long even without a notice (notices sent
 * while a process's listening connection was down are lost).
 */
const MAX_AGE_MS = 30_000;

interface Kept {
  value: Promise<SystemSettings>;
  at: number;
}

/** Per database handle: the kept settings, and a generation bumped by every change notice. */
const kept = new WeakMap<Db, { current: Kept | null; generation: number }>();

/**
 * Keeps the settings of `database` in memory from now on (every request used to read them, some
 * twice). Every process listens for the change notice the database sends after each committed
 * write, whoever wrote; a write through this process's handle also forgets at once.
 */
export async function keepSettingsInMemory(database: Database): Promise<void> {
  if (kept.has(database.db)) return;
  const state = { current: null as Kept | null, generation: 0 };
  await database.listen(SETTINGS_CHANNEL, () => forget(state));
  kept.set(database.db, state);
}

function forget(state: { current: Kept | null; generation: number }) {
  state.current = null;
  state.generation += 1;
}

/** Drops the kept settings of this handle (after a write that committed through it). */
export function forgetSettings(db: Db): void {
  const state = kept.get(db);
  if (state) forget(state);
}

/**
 * The current system settings: stored values over the defaults, from memory where kept (see
 * keepSettingsInMemory) and otherwise (a transaction, a CLI task) from the database.
 */
export function getSettings(db: Db): Promise<SystemSettings> {
  const state = kept.get(db);
  if (!state) return readSettings(db);
  const now = Date.now();
  if (state.current && now - state.current.at < MAX_AGE_MS) return state.current.value;
  const generation = state.generation;
  const value = readSettings(db);
  const entry = { value, at: now };
  state.current = entry;
  value.then(
    () => {
      // A change noticed while reading may not be in what was read: read again next time.
      if (state.generation !== generation && state.current === entry) state.current = null;
    },
    () => {
      if (state.current === entry) state.current = null;
    },
  );
  return value;
}

/**
 * Reads the settings. A stored value that no longer validates (an older format) falls back to
 * its default rather than breaking every request.
 */
async function readSettings(db: Db): Promise<SystemSettings> {
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
  const { exchangeRates, ...rest } = systemSettingsUpdateSchema.parse(input);
  const update: Record<string, unknown> = rest;
  if (exchangeRates) {
    // The rates carry the day they were set; saving the same rates again keeps that day.
    const current = (await readSettings(db)).exchangeRates;
    const changed = APPROX_CURRENCIES.some((code) => current[code] !== exchangeRates[code]);
    if (changed) update.exchangeRates = { ...exchangeRates, setOn: new Date().toISOString().slice(0, 10) };
  }
  const entries = Object.entries(update).filter(([, value]) => value !== undefined);
  if (entries.length > 0) {
    await db
      .insert(systemSettings)
      .values(entries.map(([key, value]) => ({ key, value, updatedBy: actorId })))
      .onConflictDoUpdate({
        target: systemSettings.key,
        set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
      });
    forgetSettings(db);
  }
  return readSettings(db);
}
