import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from '../logger';
import type { Database } from './client';

/**
 * Without DATABASE_DIRECT_URL, checks that LISTEN works on DATABASE_URL: a NOTIFY sent through
 * the pool must reach this process's listener. Behind a transaction-mode pooler (PgBouncer
 * `pool_mode = transaction`) the LISTEN lands on a server connection lent to someone else and
 * the notification never arrives: live updates would die silently, so say so at start-up.
 * Resolves true when LISTEN works.
 */
export async function listenWorks(database: Database, waitMs = 3_000): Promise<boolean> {
  const channel = `shareshed_probe_${randomBytes(6).toString('hex')}`;
  let heard: () => void = () => {};
  const arrived = new Promise<boolean>((resolve) => {
    heard = () => resolve(true);
    setTimeout(() => resolve(false), waitMs).unref();
  });
  const unlisten = await database.listen(channel, () => heard());
  try {
    await database.db.execute(sql`select pg_notify(${channel}, 'probe')`);
    return await arrived;
  } finally {
    await unlisten();
  }
}

export function warnIfPooled(database: Database, logger: Logger): void {
  listenWorks(database)
    .then((works) => {
      if (works) return;
      logger.warn(
        'LISTEN/NOTIFY does not reach this process through DATABASE_URL: it looks like a transaction-mode ' +
          'pooler (PgBouncer). Live updates will not arrive. Set DATABASE_DIRECT_URL to a direct (session) ' +
          'connection to the same database; see README "Behind a connection pooler".',
      );
    })
    .catch((err: unknown) => logger.warn({ err }, 'could not check LISTEN/NOTIFY on DATABASE_URL'));
}
