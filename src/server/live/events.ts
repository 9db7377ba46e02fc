import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The one Postgres channel every process listens on (PGlite delivers it in-process). */
export const LIVE_CHANNEL = 'shareshed_live';

/**
 * What travels between processes: only ids (pg_notify payloads are limited to 8 kB and are seen
 * by every listener); the receiving side reloads whatever it shows. `users` are the recipients.
 */
export type LiveEvent =
  | { t: 'notification'; users: string[]; id: string }
  /** Notifications were read or deleted: the bell's count changed. */
  | { t: 'notifications_changed'; users: string[] }
  | { t: 'message'; users: string[]; conversationId: string; id: string }
  /** Messages of the conversation were read by `by`. */
  | { t: 'read'; users: string[]; conversationId: string; by: string };

/**
 * Publishes a live event through the database: `pg_notify` inside the caller's transaction is
 * delivered when (and only if) it commits, to every process listening (LISTEN on Postgres, the
 * same process on PGlite). Pass the transaction when there is one.
 */
export async function publishLive(db: Db, event: LiveEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
}

export function parseLiveEvent(payload: string): LiveEvent | null {
  try {
    const value = JSON.parse(payload) as LiveEvent;
    return value && typeof value.t === 'string' && Array.isArray(value.users) ? value : null;
  } catch {
    return null;
  }
}
