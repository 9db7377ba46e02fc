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
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers give the same query builder; services only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
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
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    listen: async (channel, onPayload) => {
      const stop = await listenOnPostgres(connectionString, channel, onPayload);
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

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(path.join(options.dataDir, 'db'));
}
