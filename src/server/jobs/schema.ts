import PgBoss from 'pg-boss';
import { JOB_KINDS } from './kinds';
import type { ExecuteSql } from './sql-adapter';

/** pg-boss keeps its tables in their own schema, next to ours. */
export const JOB_SCHEMA = 'pgboss';

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
    // Policy 'standard': any number queued; our own deterministic ids give the dedupe (queue.ts).
    await boss.createQueue(kind, { name: kind, policy: 'standard' });
  }
  await boss.stop({ graceful: false, close: false, wait: true });
}
