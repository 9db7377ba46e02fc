import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createJobQueue } from '../jobs/queue';
import { createLogger, type Logger } from '../logger';
import { createMailer } from '../platform/mail/create-mailer';
import { checkErrorCodes } from './closed-error-codes';
import { openTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * A built web app's folder for WEB_DIST_DIR: its index.html and, when given, the build manifest
 * (shaped as Vite writes it) that the server reads the pages' preloads from.
 */
export function webBuild(indexHtml: string, manifest?: Record<string, unknown>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'shareshed-dist-'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  if (manifest) {
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dist;
}

/**
 * The whole app over a fresh database, driven through `app.request()` exactly as a browser
 * would reach it. Call `close()` in afterAll. `options.logger` lets a test read the log lines
 * (createMemoryLogger).
 */
export async function createTestApp(env: Record<string, string> = {}, options: { logger?: Logger } = {}) {
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shareshed-test-'));
  const fullEnv: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  };
  const config = loadConfig(fullEnv);
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  // The development outbox unless SMTP_URL is given: tests read what was sent from `outbox_mail`.
  const mailer = createMailer(config, database.db, logger);
  // Jobs run when a test asks (runJobs, or latestMail), never behind its back; retries are quick.
  const jobs = createJobQueue(database.sql, logger, { retryDelaySeconds: 1, maintenanceSeconds: 0 });
  await jobs.ready();
  const app = checkErrorCodes(createApp({ config, database, logger, mailer, jobs }));
  return {
    app,
    config,
    /** The environment the config came from, to build a variant over the same database. */
    env: fullEnv,
    database,
    mailer,
    jobs,
    /** Runs every job due now (emails, storage deletes) as a worker would; returns how many ran. */
    runJobs: () => jobs.runDue(),
    /** A same-origin JSON request, as the web app sends them. */
    request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
      return app.request(url, {
        method,
        headers: {
          origin: TEST_ORIGIN,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
    close: async () => {
      await jobs.stop();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
