import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client';

/** An empty database on the server at `serverUrl` (not migrated); drop() removes it. */
export async function emptyPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shareshed_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway
 * database on the server named by TEST_DATABASE_URL (so the same suite runs on real Postgres).
 */
export async function openTestDatabase(): Promise<Database & { label: string; url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite();
    await database.migrate();
    return Object.assign(database, { label: 'pglite' });
  }
  const empty = await emptyPostgresDatabase(serverUrl);
  const database = await openPostgres(empty.url, 5);
  await database.migrate();
  const close = database.close;
  return Object.assign(database, {
    label: 'postgres',
    /** For a second connection to the same database (a second "process"). */
    url: empty.url,
    close: async () => {
      await close();
      await empty.drop();
    },
  });
}
