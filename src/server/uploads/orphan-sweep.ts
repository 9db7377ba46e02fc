import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { checkInPhotos, claimPhotos, identityVerifications, itemPhotos, profiles } from '../db/schema';
import { enqueueJob } from '../jobs/public';
import type { Logger } from '../logger';
import type { ObjectStorage, Visibility } from '../platform/public';

/**
 * The periodic sweep for stored objects no row references: left by a process that died between
 * storing a file and committing its row, or by a delete lost before deletes were jobs. Objects
 * younger than this are never touched: an upload stores its files before its row commits.
 */
export const ORPHAN_MIN_AGE_SECONDS = 3_600;

/** How often a sweep is due; one sweep job per window, whichever process enqueues it first. */
export const ORPHAN_SWEEP_WINDOW_SECONDS = 6 * 3_600;

/**
 * Every column that holds a storage key, by the visibility its objects are stored with. A new one
 * MUST be added here, or the sweep removes its files: orphan-sweep.test.ts fails on any `*_key`
 * column it does not know.
 */
export const KEY_COLUMNS: Record<Visibility, PgColumn[]> = {
  public: [
    itemPhotos.cardKey,
    itemPhotos.fullKey,
    claimPhotos.cardKey,
    claimPhotos.fullKey,
    checkInPhotos.cardKey,
    checkInPhotos.fullKey,
    profiles.avatarKey,
    profiles.avatarThumbKey,
  ],
  private: [identityVerifications.documentKey],
};

/** Which of `keys` some row references. */
async function referenced(db: Db, visibility: Visibility, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const column of KEY_COLUMNS[visibility]) {
    const rows = await db.select({ key: column }).from(column.table).where(inArray(column, keys));
    for (const row of rows) if (typeof row.key === 'string') found.add(row.key);
  }
  return found;
}

export interface OrphanSweepResult {
  listed: number;
  removed: string[];
}

/**
 * Removes every object older than `minAgeSeconds` that no row references. Safe to run in several
 * processes at once (a delete of a missing object is no error); a storage failure throws, and the
 * sweep's job runs again later.
 */
export async function sweepOrphanObjects(
  deps: { db: Db; storage: ObjectStorage; logger: Logger },
  options: { minAgeSeconds?: number; now?: Date } = {},
): Promise<OrphanSweepResult> {
  const cutoff =
    (options.now ?? new Date()).getTime() - (options.minAgeSeconds ?? ORPHAN_MIN_AGE_SECONDS) * 1000;
  const result: OrphanSweepResult = { listed: 0, removed: [] };
  for (const visibility of ['public', 'private'] as const) {
    for await (const page of deps.storage.list(visibility)) {
      result.listed += page.length;
      const old = page.filter((object) => object.lastModified.getTime() < cutoff).map((object) => object.key);
      if (old.length === 0) continue;
      const kept = await referenced(deps.db, visibility, old);
      for (const key of old) {
        if (kept.has(key)) continue;
        await deps.storage.delete(key, visibility);
        result.removed.push(`${visibility}/${key}`);
      }
    }
  }
  if (result.removed.length > 0) {
    deps.logger.info(
      { module: 'storage', removed: result.removed.length, listed: result.listed },
      'removed stored objects no row references',
    );
  }
  return result;
}

/** The sweep of the current window as a job: every process may ask, one job runs per window. */
export async function enqueueOrphanSweep(db: Db, now = new Date()): Promise<void> {
  const window = Math.floor(now.getTime() / 1000 / ORPHAN_SWEEP_WINDOW_SECONDS);
  await enqueueJob(db, 'storage.sweep', { window }, { key: String(window) });
}

/**
 * Asks for the sweep now and then every `intervalMs` (cheap: an insert that is a no-op while the
 * window's job exists). The timer does not keep the process alive.
 */
export function startOrphanSweeps(db: Db, logger: Logger, intervalMs = 15 * 60_000): { stop(): void } {
  const tick = () =>
    enqueueOrphanSweep(db).catch((err: unknown) => logger.warn({ err }, 'could not queue the storage sweep'));
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}
