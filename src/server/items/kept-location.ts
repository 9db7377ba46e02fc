import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';

/**
 * How long a member's profile location is kept in this process. Signed-in item pages and lists
 * measure distances from it on every request; a change made through this process is seen at
 * once (updateProfile forgets it), one made through another process within this limit. It only
 * moves a distance figure, never who may see what.
 */
const KEEP_MS = 10_000;
const MAX_KEPT = 10_000;

const kept = new WeakMap<Db, Map<string, { location: string | null; keptAt: number }>>();

function keptOf(db: Db) {
  let map = kept.get(db);
  if (!map) {
    map = new Map();
    kept.set(db, map);
  }
  return map;
}

/** The member's profile location ('City, State' or ZIP), or null when empty or without a profile. */
export async function keptProfileLocation(db: Db, userId: string): Promise<string | null> {
  const map = keptOf(db);
  const entry = map.get(userId);
  if (entry && Date.now() - entry.keptAt < KEEP_MS) return entry.location;
  const [row] = await db
    .select({ location: profiles.location })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  const location = row?.location || null;
  map.delete(userId);
  if (map.size >= MAX_KEPT) map.delete(map.keys().next().value as string);
  map.set(userId, { location, keptAt: Date.now() });
  return location;
}

export function forgetProfileLocation(db: Db, userId: string): void {
  kept.get(db)?.delete(userId);
}
