import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client';

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
  const name = `shareshed_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  await database.migrate();
  const close = database.close;
  return Object.assign(database, {
    label: 'postgres',
    /** For a second connection to the same database (a second "process"). */
    url: url.toString(),
    close: async () => {
      await close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  });
}
