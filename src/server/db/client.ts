import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrateJobSchema } from '../jobs/schema';
import type { ExecuteSql } from '../jobs/sql-adapter';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers give the same query builder; services only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Our migrations, then the job queue's tables; on Postgres under an advisory lock (any number of processes may start at once). */
  migrate(): Promise<void>;
  /** Raw SQL for the job queue (pg-boss): several statements when no values are given. */
  sql: ExecuteSql;
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (after the notifying transaction commits), from
   * any process on the same database; returns the unsubscribe. Postgres: a dedicated connection
   * outside the pool, reconnected after a failure. PGlite: its in-process listener.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** Extensions the migrations create; PGlite must be given their code up front. */
const pgliteExtensions = { pg_trgm, cube, earthdistance, btree_gist };

/**
 * Opens PGlite in `dataDir` (a folder, or undefined for an in-memory database used by tests).
 * PGlite is single-connection: one process per data folder.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // PGlite's query() takes one statement; exec() takes several but no values.
  const raw: ExecuteSql = {
    async executeSql(text, values) {
      if (values && values.length > 0)
        return (await client.query<Record<string, unknown>>(text, values)) ?? { rows: [] };
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
  };
  return {
    db,
    kind: 'pglite',
    sql: raw,
    ping: async () => {
      await client.query('select 1');
    },
    // One process per data folder: nothing to lock against.
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await migrateJobSchema(raw);
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

/** Any fixed number: every ShareShed process migrating the same database takes this lock. */
const MIGRATION_LOCK_KEY = 7_401_114;

export interface PostgresOptions {
  poolSize?: number;
  /**
   * A session connection (not through a transaction-mode pooler) for what needs one: LISTEN, and
   * the session-level advisory lock held while migrating. Defaults to the main URL.
   */
  directUrl?: string;
}

export async function openPostgres(
  connectionString: string,
  poolSizeOrOptions: number | PostgresOptions = {},
): Promise<Database> {
  const options = typeof poolSizeOrOptions === 'number' ? { poolSize: poolSizeOrOptions } : poolSizeOrOptions;
  const pool = new pg.Pool({ connectionString, max: options.poolSize ?? 10 });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const sessionUrl = options.directUrl ?? connectionString;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    sql: { executeSql: (text, values) => pool.query(text, values) },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migratePostgresLocked(sessionUrl),
    listen: async (channel, onPayload) => {
      const stop = await listenOnPostgres(sessionUrl, channel, onPayload);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

/**
 * Migrations on one session connection holding an advisory lock: processes started together
 * wait for the first, then find nothing left to do (CREATE EXTENSION and drizzle's own table
 * would otherwise race: duplicate key on pg_extension_name_index).
 */
async function migratePostgresLocked(sessionUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: sessionUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    await migrateJobSchema({ executeSql: (text, values) => client.query(text, values) });
  } finally {
    // Ending the session releases the lock even if the unlock is never reached.
    await client.end().catch(() => {});
  }
}

/** LISTEN on a connection of its own (a pooled one would lose it), reconnecting after a failure. */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (first: boolean) => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    const reconnect = () => {
      if (stopped || client !== next) return;
      client = null;
      next.end().catch(() => {});
      retry = setTimeout(() => connect(false).catch(() => {}), 1000);
    };
    next.on('error', reconnect);
    next.on('end', reconnect);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (err) {
      // At start the caller hears of it; later, the 'error'/'end' handler has scheduled a retry.
      if (first) {
        stopped = true;
        client = null;
        await next.end().catch(() => {});
        throw err;
      }
      reconnect();
    }
  };
  await connect(true);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

export function openDatabase(options: {
  databaseUrl?: string;
  directUrl?: string;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { directUrl: options.directUrl })
    : openPglite(path.join(options.dataDir, 'db'));
}
