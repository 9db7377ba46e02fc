import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { JOB_KINDS } from '../jobs/public';
import { removeBuild, type ServerProcess, startServerProcess, waitForOk } from '../test/server-process';
import { emptyPostgresDatabase } from '../test/test-database';
import journal from './migrations/meta/_journal.json';

/**
 * Replicas started together on an empty database all come up: migrations run under an advisory
 * lock (db/client.ts), so only the first migrates and the rest find nothing to do. Without the
 * lock, CREATE EXTENSION races (duplicate key on pg_extension_name_index) and processes exit.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const started: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop('SIGKILL')));
  removeBuild();
});

describe('ten processes started at the same moment on an empty Postgres database', () => {
  it('all migrate, listen and answer healthy, and the schema is there once', async () => {
    const database = await emptyPostgresDatabase(serverUrl);
    try {
      // Built before the clock starts, so the ten start from the same line.
      const env = {
        DATABASE_URL: database.url,
        // Ten processes share the server's max_connections with everything else.
        DATABASE_POOL_SIZE: '3',
      };
      started.push(await startServerProcess(env));
      for (let i = 1; i < 10; i++) started.push(await startServerProcess(env));
      const ports = await Promise.all(started.map((server) => server.port));
      expect(new Set(ports).size).toBe(10);
      await Promise.all(ports.map((port) => waitForOk(`http://127.0.0.1:${port}/api/health`, 90_000)));
      for (const server of started) {
        expect(server.child.exitCode).toBeNull();
        expect(server.output.join('')).not.toMatch(/duplicate key|"level":(50|60)/);
      }
      // Each migration recorded once, each job queue created once.
      const check = new pg.Client({ connectionString: database.url });
      await check.connect();
      try {
        const migrations = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        expect(migrations.rows[0].n).toBe(journal.entries.length);
        const queues = await check.query('select count(*)::int as n from pgboss.queue');
        expect(queues.rows[0].n).toBe(JOB_KINDS.length);
      } finally {
        await check.end();
      }
      // Every process stops gracefully, by its PID.
      const codes = await Promise.all(started.map((server) => server.stop('SIGTERM')));
      expect(codes).toEqual(Array(10).fill(0));
    } finally {
      await Promise.all(started.map((server) => server.stop('SIGKILL')));
      await database.drop();
    }
  }, 180_000);
});
