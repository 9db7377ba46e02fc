import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import type { JobKind, JobKinds } from './kinds';
import { JOB_SCHEMA } from './schema';
import { drizzleExecutor } from './sql-adapter';

export interface EnqueueOptions {
  /**
   * What makes this job unique (for example the notification's id): a second enqueue with the
   * same kind and key is ignored, so the work is never queued twice.
   */
  key?: string;
  /** Not before this many seconds from now (a request that does the work itself gets its chance first). */
  startAfterSeconds?: number;
}

/**
 * Builds pg-boss's insert only: every job is sent through the caller's `db`, so this instance
 * never connects (its own connection is never opened).
 */
const sender = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('enqueueJob sends through the caller’s db only')),
  },
  schema: JOB_SCHEMA,
  migrate: false,
  supervise: false,
  schedule: false,
});

/** The same kind and key always give the same job id (pg-boss inserts with ON CONFLICT DO NOTHING). */
export function jobId(kind: string, key: string): string {
  const hex = createHash('sha256').update(`${kind}\u0000${key}`).digest('hex');
  // Shaped as a version-5-style UUID so the uuid column takes it.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Records a job in `db`, which should be the transaction of the change that causes it: the job
 * exists exactly when the change commits. Retries, backoff and expiry come from the kind's queue
 * (set by the process's JobQueue). Works from any domain without a queue instance, like notify().
 */
export async function enqueueJob<K extends JobKind>(
  db: Db,
  kind: K,
  data: JobKinds[K],
  options: EnqueueOptions = {},
): Promise<void> {
  const created = await sender.send(kind, data as object, {
    db: drizzleExecutor(db),
    ...(options.key ? { id: jobId(kind, options.key) } : {}),
  });
  // Not pg-boss's own startAfter: its insert uses one placeholder both as text and as a timestamp,
  // which drizzle's typed parameters cannot carry. A job just created (null: it existed) is moved.
  if (created && options.startAfterSeconds) {
    await db.execute(
      sql`update ${sql.raw(JOB_SCHEMA)}.job set start_after = now() + make_interval(secs => ${options.startAfterSeconds})
           where name = ${kind} and id = ${created}::uuid`,
    );
  }
}
