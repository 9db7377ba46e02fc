import PgBoss from 'pg-boss';
import { JOB_KINDS } from './kinds';
import type { ExecuteSql } from './sql-adapter';

/** pg-boss keeps its tables in their own schema, next to ours. */
export const JOB_SCHEMA = 'pgboss';

export interface JobQueueOptions {
  /** How often an idle worker looks for work. */
  pollingSeconds: number;
  /** Retries after the first attempt; then the job is dead (state 'failed'). */
  retryLimit: number;
  /** First retry delay; doubles each time (pg-boss adds jitter). */
  retryDelaySeconds: number;
  /**
   * A job claimed longer than this is taken as lost (its process died) and retried. Longer than
   * any handler can run: every outside call has its own, shorter timeout.
   */
  expireInSeconds: number;
  /** How often expired jobs are put back (and old ones archived). 0: no supervision (tests). */
  maintenanceSeconds: number;
}

export const DEFAULT_JOB_OPTIONS: JobQueueOptions = {
  pollingSeconds: 2,
  retryLimit: 8,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
  maintenanceSeconds: 30,
};

/** A kind's queue row: every insert reads its retry policy from there. */
export function queuePolicy(kind: string, options: JobQueueOptions) {
  return {
    name: kind,
    policy: 'standard' as const,
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: options.expireInSeconds,
  };
}

/**
 * Creates or upgrades pg-boss's tables and one queue per job kind. Called from the database's
 * migrate(), so on Postgres it runs under the same advisory lock as our migrations.
 */
export async function migrateJobSchema(executor: ExecuteSql): Promise<void> {
  const boss = new PgBoss({
    db: executor,
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  for (const kind of JOB_KINDS) {
    // Policy 'standard': any number queued; our own deterministic ids give the dedupe (enqueue.ts).
    // Created with the default retry policy, so a job enqueued before any worker starts has it.
    await boss.createQueue(kind, queuePolicy(kind, DEFAULT_JOB_OPTIONS));
  }
  await boss.stop({ graceful: false, close: false, wait: true });
}
