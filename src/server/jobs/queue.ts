import PgBoss from 'pg-boss';
import type { Logger } from '../logger';
import { JOB_KINDS, type JobKind, type JobKinds, jobRecipient } from './kinds';
import { JOB_SCHEMA } from './schema';
import type { ExecuteSql } from './sql-adapter';

/**
 * The durable job queue (decision 007): pg-boss on our own database connection, PGlite or
 * Postgres. A job is a row inserted in the caller's transaction, so it exists exactly when the
 * change that caused it commits; workers in every process claim jobs with SKIP LOCKED, retry
 * failures with exponential backoff and declare a job dead after `retryLimit` retries.
 */

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

export interface JobInfo {
  id: string;
  kind: string;
  state: string;
  recipient: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date;
}

export type JobHandler<K extends JobKind> = (data: JobKinds[K]) => Promise<void>;

type AnyHandler = (data: unknown) => Promise<void>;

/** Jobs are added with enqueueJob() (enqueue.ts); a JobQueue runs them. */
export interface JobQueue {
  /** The one handler of a kind; called once at start-up, before start(). */
  handle<K extends JobKind>(kind: K, handler: JobHandler<K>): void;
  /** Workers for every handled kind in this process. */
  start(): Promise<void>;
  /** Applies the retry policy to the queues; start() and runDue() call it. */
  ready(): Promise<void>;
  /** Runs every job that is due now in this process and returns how many ran (tests, scripts). */
  runDue(): Promise<number>;
  /** Stops claiming, lets running jobs finish (up to `timeoutMs`), then stops. */
  stop(timeoutMs?: number): Promise<void>;
  /** Waiting, retrying and dead jobs, newest first (Admin -> Jobs). */
  list(): Promise<JobInfo[]>;
  /** Puts a dead or retrying job back in line now; false when no such job waits. */
  retry(kind: string, id: string): Promise<boolean>;
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function createJobQueue(
  executor: ExecuteSql,
  logger: Logger,
  options: Partial<JobQueueOptions> = {},
): JobQueue {
  const settings = { ...DEFAULT_JOB_OPTIONS, ...options };
  const log = logger.child({ module: 'jobs' });
  const handlers = new Map<string, AnyHandler>();
  const boss = new PgBoss({
    db: executor,
    schema: JOB_SCHEMA,
    migrate: false,
    schedule: false,
    supervise: settings.maintenanceSeconds > 0,
    ...(settings.maintenanceSeconds > 0 ? { maintenanceIntervalSeconds: settings.maintenanceSeconds } : {}),
    // Dead jobs stay on the admin page for 30 days; done ones keep their id (the dedupe) 14 days.
    archiveCompletedAfterSeconds: 14 * 24 * 3600,
    archiveFailedAfterSeconds: 30 * 24 * 3600,
  });
  boss.on('error', (err) => log.warn({ err }, 'job queue maintenance failed; will retry'));
  let started: Promise<void> | null = null;
  // Each queue's retry policy lives in its row, which every insert reads; all processes share
  // one configuration, so the last to start writing the same values changes nothing.
  const ready = () => {
    started ??= (async () => {
      await boss.start();
      for (const kind of JOB_KINDS) {
        await boss.updateQueue(kind, {
          name: kind,
          policy: 'standard',
          retryLimit: settings.retryLimit,
          retryDelay: settings.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: settings.expireInSeconds,
        });
      }
    })();
    return started;
  };

  /** Runs one job; on its last failure the dead job is logged by kind and recipient. */
  const run = async (job: PgBoss.JobWithMetadata<unknown>) => {
    const handler = handlers.get(job.name);
    if (!handler) throw new Error(`no handler for job kind ${job.name}`);
    try {
      await handler(job.data);
    } catch (err) {
      const fields = { kind: job.name, jobId: job.id, recipient: jobRecipient(job.name, job.data) };
      if (job.retryCount >= job.retryLimit) {
        log.error(
          { ...fields, attempts: job.retryCount + 1, error: errorText(err) },
          'job dead: no retries left',
        );
      } else {
        log.warn({ ...fields, attempt: job.retryCount + 1, error: errorText(err) }, 'job failed; will retry');
      }
      throw err;
    }
  };

  return {
    ready,
    handle(kind, handler) {
      handlers.set(kind, handler as AnyHandler);
    },
    async start() {
      await ready();
      for (const kind of handlers.keys()) {
        await boss.work(
          kind,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: settings.pollingSeconds },
          async ([job]) => {
            if (job) await run(job);
          },
        );
      }
    },
    async runDue() {
      await ready();
      let ran = 0;
      // Oldest first across kinds, as workers would roughly take them.
      for (;;) {
        const { rows } = await executor.executeSql(
          `select name from ${JOB_SCHEMA}.job
            where state in ('created', 'retry') and start_after <= now() and name = any($1::text[])
            order by created_on, id limit 1`,
          [[...handlers.keys()]],
        );
        const kind = rows[0]?.name as string | undefined;
        if (!kind) return ran;
        const [job] = await boss.fetch(kind, { batchSize: 1, includeMetadata: true });
        if (!job) return ran;
        ran++;
        try {
          await run(job);
          await boss.complete(kind, job.id);
        } catch (err) {
          await boss.fail(kind, job.id, { message: errorText(err) });
        }
      }
    },
    async stop(timeoutMs = 8_000) {
      if (!started) return;
      await started;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },
    async list() {
      const { rows } = await executor.executeSql(
        `select id, name, data, state, retry_count, output, created_on, start_after
           from ${JOB_SCHEMA}.job
          where state in ('created', 'retry', 'active', 'failed')
          order by created_on desc
          limit 500`,
        [],
      );
      return rows.map((row) => {
        const output = row.output as { message?: unknown } | null;
        const state = String(row.state);
        const retries = Number(row.retry_count);
        return {
          id: String(row.id),
          kind: String(row.name),
          state,
          recipient: jobRecipient(String(row.name), row.data),
          // pg-boss counts retries when they are claimed: every state but 'created' has run once more.
          attempts: state === 'created' ? 0 : retries + 1,
          lastError: output && typeof output.message === 'string' ? output.message : null,
          createdAt: new Date(row.created_on as string),
          nextAttemptAt: new Date(row.start_after as string),
        };
      });
    },
    async retry(kind, id) {
      if (!(JOB_KINDS as readonly string[]).includes(kind)) return false;
      const { rows } = await executor.executeSql(
        `update ${JOB_SCHEMA}.job
            set state = 'retry', start_after = now(), retry_limit = greatest(retry_limit, retry_count + 1)
          where name = $1 and id = $2::uuid and state in ('failed', 'retry')
          returning id`,
        [kind, id],
      );
      return rows.length === 1;
    },
  };
}
