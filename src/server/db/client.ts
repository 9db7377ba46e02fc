import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { ExecuteSql } from '../jobs/public';
import { migrateJobSchema } from '../jobs/public';
import { keepStatementsUnnamed } from './prepared';
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
  /**
   * Calls `onStatement` with the text and values of every statement sent through `db` (BEGIN and
   * COMMIT included) until the answered function is called: how tests and benches count round
   * trips.
   */
  observeStatements(onStatement: StatementObserver): () => void;
  /**
   * A handle whose connections start with these session settings (Postgres `options`), so a
   * statement needs no transaction to carry them: the text search's planner settings. Made once
   * per settings, with half as many connections as `db` (at least 2) besides `db`'s. Null on PGlite (one session) and behind
   * a transaction-mode pooler (DATABASE_DIRECT_URL set: a pooler does not pass start-up options
   * on, and its server connections are shared by every client).
   */
  sessionWith(settings: Record<string, string>): Db | null;
  close(): Promise<void>;
}

export type StatementObserver = (text: string, values: unknown[]) => void;

/** The statement observers of one database; drizzle reports every query to its logger. */
function statementObservers() {
  const observers = new Set<StatementObserver>();
  const logger: Logger = {
    logQuery(text, values) {
      for (const observer of observers) observer(text, values);
    },
  };
  const observe = (onStatement: StatementObserver) => {
    observers.add(onStatement);
    return () => {
      observers.delete(onStatement);
    };
  };
  return { logger, observe, emit: logger.logQuery };
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * PGlite, its extensions and its drizzle driver, loaded when PGlite is opened: a server on Postgres
 * never loads them (about 30 ms of its start-up, issue 18).
 */
async function pgliteModules() {
  const [{ PGlite }, { btree_gist }, { cube }, { earthdistance }, { pg_trgm }, { drizzle }, { migrate }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/btree_gist'),
      import('@electric-sql/pglite/contrib/cube'),
      import('@electric-sql/pglite/contrib/earthdistance'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  // Extensions the migrations create; PGlite must be given their code up front.
  const extensions = { pg_trgm, cube, earthdistance, btree_gist };
  return { PGlite, extensions, drizzlePglite: drizzle, migratePglite: migrate };
}

/**
 * Opens PGlite in `dataDir` (a folder, or undefined for an in-memory database used by tests).
 * PGlite is single-connection: one process per data folder.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const { PGlite, extensions, drizzlePglite, migratePglite } = await pgliteModules();
  const client = await PGlite.create(dataDir, {
    extensions,
    // Postgres's default 128 MB of shared buffers live in PGlite's WebAssembly heap, resident once
    // touched: 16 MB keeps an idle app under 300 MB (issue 18); the data files themselves stay in
    // the operating system's file cache.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  const statements = statementObservers();
  // drizzle runs PGlite transactions through client.transaction(), whose BEGIN and COMMIT it
  // never logs: reported here so both drivers count the same statements.
  const transaction = client.transaction.bind(client);
  client.transaction = async <T>(run: Parameters<typeof transaction<T>>[0]): Promise<T> => {
    statements.emit('begin', []);
    try {
      const result = await transaction(run);
      statements.emit('commit', []);
      return result;
    } catch (err) {
      statements.emit('rollback', []);
      throw err;
    }
  };
  const db = drizzlePglite(client, { schema, logger: statements.logger }) as unknown as Db;
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
    observeStatements: statements.observe,
    sessionWith: () => null,
    close: () => client.close(),
  };
}

/** Any fixed number: every ShareShed process migrating the same database takes this lock. */
const MIGRATION_LOCK_KEY = 7_401_114;

export interface PostgresOptions {
  poolSize?: number;
  /**
   * A session connection (not through a transaction-mode pooler) for what needs one: LISTEN (live
   * updates) and migrations. Defaults to the main URL.
   */
  directUrl?: string;
}

/** Session settings as a connection's start-up `options` ('-c name=value ...'). */
export function startupOptions(settings: Record<string, string>): string {
  return Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
}

export async function openPostgres(
  connectionString: string,
  poolSizeOrOptions: number | PostgresOptions = {},
): Promise<Database> {
  const options = typeof poolSizeOrOptions === 'number' ? { poolSize: poolSizeOrOptions } : poolSizeOrOptions;
  const poolSize = options.poolSize ?? 10;
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const statements = statementObservers();
  const db = drizzlePg(pool, { schema, logger: statements.logger }) as unknown as Db;
  // A separate direct URL means DATABASE_URL goes through a pooler: see db/prepared.ts.
  const pooled = Boolean(options.directUrl && options.directUrl !== connectionString);
  if (pooled) keepStatementsUnnamed(db);
  const sessionUrl = options.directUrl ?? connectionString;
  const listeners = new Set<() => Promise<void>>();
  const settingPools = new Map<string, { pool: pg.Pool; db: Db }>();
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
    observeStatements: statements.observe,
    sessionWith: (settings) => {
      if (pooled) return null;
      const startOptions = startupOptions(settings);
      let kept = settingPools.get(startOptions);
      if (!kept) {
        const settingPool = new pg.Pool({
          connectionString,
          max: Math.max(2, Math.ceil(poolSize / 2)),
          options: startOptions,
        });
        settingPool.on('error', () => {});
        kept = {
          pool: settingPool,
          db: drizzlePg(settingPool, { schema, logger: statements.logger }) as unknown as Db,
        };
        settingPools.set(startOptions, kept);
      }
      return kept.db;
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await Promise.all([pool, ...[...settingPools.values()].map((kept) => kept.pool)].map((p) => p.end()));
    },
  };
}

/**
 * Migrations under an advisory lock: processes started together wait for the first, then find
 * nothing left to do (CREATE EXTENSION and drizzle's own table would otherwise race: duplicate key
 * on pg_extension_name_index). The lock is a transaction lock, held by an open transaction on a
 * connection of its own while a second connection migrates: a transaction keeps its server
 * connection even through a transaction-mode pooler, and ends (lock released) with the commit or
 * the connection. A session lock through such a pooler stayed on the pooled server connection
 * after the client left, and the next process waited for it for ever (seen with PgBouncer 1.18).
 */
async function migratePostgresLocked(sessionUrl: string): Promise<void> {
  const holder = new pg.Client({ connectionString: sessionUrl });
  const worker = new pg.Client({ connectionString: sessionUrl });
  await holder.connect();
  try {
    await worker.connect();
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(worker, { schema }), { migrationsFolder });
    await migrateJobSchema({ executeSql: (text, values) => worker.query(text, values) });
    await holder.query('commit');
  } finally {
    // Ending the holder's connection ends its transaction, and the lock with it, in any case.
    await worker.end().catch(() => {});
    await holder.end().catch(() => {});
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
  poolSize?: number;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { directUrl: options.directUrl, poolSize: options.poolSize })
    : openPglite(path.join(options.dataDir, 'db'));
}
