import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** What pg-boss calls to run its SQL (its `db` option): text with $n placeholders and values. */
export interface ExecuteSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * pg-boss's numbered placeholders as a drizzle query, so a job is inserted through the caller's
 * drizzle transaction (PGlite or node-postgres alike) and exists only if that transaction commits.
 * pg-boss's statements hold no `$n` inside literals, so splitting on the pattern is exact.
 */
export function toDrizzleSql(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) {
      if (part) chunks.push(sql.raw(part));
    } else {
      chunks.push(sql`${values[Number(part) - 1] ?? null}`);
    }
  });
  return sql.join(chunks);
}

export function drizzleExecutor(db: Db): ExecuteSql {
  return {
    async executeSql(text, values) {
      // Both drivers answer with `{ rows }` (node-postgres QueryResult, PGlite Results).
      const result = (await db.execute(toDrizzleSql(text, values))) as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}
