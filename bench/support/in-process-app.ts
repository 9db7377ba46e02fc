import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type Database, openPostgres } from '../../src/server/db/client';
import { createLogger } from '../../src/server/logger';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * The app served over HTTP from this process, on the given database: the same middleware, routes
 * and queries as `npm start`, without building the web app or managing a child process.
 */
export async function serveApp(
  database: Database,
  port: number,
  webDistDir?: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shareshed-bench-app-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST_DIR: webDistDir ?? path.join(dataDir, 'no-web-build'),
  });
  const app = createApp({ config, database, logger: createLogger('warn') });
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The load generator's keep-alive connections would hold the close open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

/** Runs `use` on a new Postgres database on the server at `serverUrl`, dropped afterwards. */
export async function withThrowawayPostgres(
  serverUrl: string,
  prefix: string,
  use: (database: Database) => Promise<void>,
): Promise<void> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openPostgres(url.toString(), 10);
    try {
      await use(database);
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
