import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The demo's history goes through the real use cases with a simulated clock (`deps.now`), but
 * many rows take their creation time from the database (`default now()`): a notification, a
 * message, a ledger line. A `Timeline` remembers, for each simulated step, the real time window in
 * which it ran and the moment it stands for; `backdate` then moves every timestamp written in a
 * window to that moment, keeping the order within it. Steps run one after another, so windows never
 * overlap, and rows the steps did not write (older ones, or values the use cases already took from
 * the simulated clock) lie outside every window.
 */
export interface Step {
  /** Real time the step started and ended (milliseconds since the epoch). */
  from: number;
  to: number;
  /** The moment the step stands for. */
  at: Date;
}

/**
 * Columns that record when something happened. Deadlines and expiries (expires_at, due_at,
 * respond_by, locked_until) are left alone: the use cases computed them from the simulated clock
 * or they belong to live sessions.
 */
const EVENT_COLUMNS = [
  'created_at',
  'updated_at',
  'paid_at',
  'completed_at',
  'recorded_at',
  'confirmed_at',
  'sent_at',
  'read_at',
  'settled_at',
  'disputed_at',
  'last_message_at',
  'saved_at',
  'email_after',
  'handed_over_at',
  'fired_at',
  'reviewed_at',
  'submitted_at',
];

export class Timeline {
  readonly steps: Step[] = [];

  /** Runs `work` as of `at` (its clock answers `at`), remembering the real window it wrote in. */
  async at<T>(at: Date, work: (now: () => Date) => Promise<T>): Promise<T> {
    const from = Date.now();
    try {
      return await work(() => at);
    } finally {
      this.steps.push({ from, to: Date.now(), at });
    }
  }
}

/** Timestamp columns of the app's tables that record when something happened. */
async function eventColumns(db: Db): Promise<{ table: string; column: string }[]> {
  const result = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type = 'timestamp with time zone'
      and column_name in (${sql.join(
        EVENT_COLUMNS.map((name) => sql`${name}`),
        sql`, `,
      )})
    order by table_name, column_name`)) as { rows: { table_name: string; column_name: string }[] };
  return result.rows.map((row) => ({ table: row.table_name, column: row.column_name }));
}

/**
 * Moves what each step wrote to the moment it stands for. The windows go into a temporary table
 * (one transaction, so one connection on Postgres too), and each column's rows written since the
 * first window look theirs up by index: no window-by-row cross join.
 */
export async function backdate(db: Db, steps: readonly Step[]): Promise<void> {
  if (steps.length === 0) return;
  const columns = await eventColumns(db);
  const since = new Date(Math.min(...steps.map((step) => step.from)) - 1).toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`create temporary table demo_steps (from_at timestamptz, to_at timestamptz, at timestamptz) on commit drop`,
    );
    for (let start = 0; start < steps.length; start += 500) {
      const rows = steps
        .slice(start, start + 500)
        .map(
          (step) =>
            sql`(${new Date(step.from - 1).toISOString()}::timestamptz, ${new Date(step.to + 1).toISOString()}::timestamptz, ${step.at.toISOString()}::timestamptz)`,
        );
      await tx.execute(sql`insert into demo_steps values ${sql.join(rows, sql`, `)}`);
    }
    await tx.execute(sql`create index on demo_steps (from_at)`);
    for (const { table, column } of columns) {
      const target = sql.identifier(table);
      const col = sql`${target}.${sql.identifier(column)}`;
      await tx.execute(sql`
        update ${target} set ${sql.identifier(column)} = coalesce(
          (select w.at + (${col} - w.from_at) / 1000 from demo_steps w
            where w.from_at <= ${col} and w.to_at >= ${col} order by w.from_at desc limit 1),
          ${col})
        where ${col} >= ${since}::timestamptz`);
    }
  });
}
