import { Server as HttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadAuthLibrary } from './auth/public';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { warnIfPooled } from './db/pooler-check';
import { createJobQueue } from './jobs/queue';
import { createLiveHub } from './live/hub';
import { createLogger } from './logger';
import { startNotificationJobs } from './notification-jobs';
import { createMailer } from './platform/mail/create-mailer';
import { createPaymentProvider } from './platform/payments/create-payment-provider';
import type { PaymentProvider } from './platform/payments/provider';
import { createStorage } from './platform/storage/create-storage';
import { startRentalSweeper } from './rentals/sweep';
import { startOrphanSweeps } from './uploads/orphan-sweep';

/** Boot: config -> db -> migrate -> app -> listen; and a graceful stop on SIGTERM/SIGINT. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    directUrl: config.DATABASE_DIRECT_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    dataDir: config.DATA_DIR,
  });
  await database.migrate();
  logger.info({ database: database.kind }, 'database ready');
  if (database.kind === 'postgres' && !config.DATABASE_DIRECT_URL) warnIfPooled(database, logger);

  let payments: PaymentProvider;
  try {
    payments = createPaymentProvider(config, database.db);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      await database.close();
      process.exit(1);
    }
    throw err;
  }
  const storage = createStorage(config);
  // Live updates: this process listens on the database and serves /api/live streams.
  const live = createLiveHub(database, logger);
  const mailer = createMailer(config, database.db, logger);
  // Background jobs (emails, storage deletes, refunds): workers in every process, see jobs/queue.ts.
  const jobs = createJobQueue(database.sql, logger, {
    expireInSeconds: config.JOB_EXPIRE_SECONDS,
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    maintenanceSeconds: config.JOB_MAINTENANCE_SECONDS,
  });
  const app = createApp({ config, database, logger, payments, storage, live, mailer, jobs });
  await jobs.start();
  // Overdue rentals, lapsed checkout holds and refund retries (see rentals/sweep.ts).
  const sweeper = startRentalSweeper({
    db: database.db,
    payments,
    storage,
    publicUrl: config.publicUrl,
    logger,
  });
  // Rental reminders.
  const notificationJobs = startNotificationJobs({ db: database.db, logger });
  // Stored files no row references (a 'storage.sweep' job every few hours, see uploads/orphan-sweep.ts).
  const orphanSweeps = startOrphanSweeps(database.db, logger);
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info({ url: config.publicUrl, port: info.port }, `ShareShed is listening on ${config.publicUrl}`);
    // Loaded once the server answers, so start-up does not wait for it and the first sign-in
    // (or the first request with a session) usually finds it loaded.
    loadAuthLibrary().catch((err: unknown) => logger.error({ err }, 'the auth library did not load'));
    if (!config.isProduction) {
      // Log lines are for operators (not product text): say where reset links can be read.
      logger.info(
        { path: '/dev/mail', mailer: mailer.kind },
        'development outbox at /dev/mail, answered only to requests from this machine (loopback)',
      );
    }
  });
  // Idle keep-alive connections outlive a client's or a proxy's own idle timeout (60 s is common):
  // when the server closes one first, a request sent on it at that moment fails with a reset.
  if (server instanceof HttpServer) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // Stop accepting, let in-flight requests finish, then close the database so PGlite flushes.
    // Live streams never finish by themselves: end them first (browsers reconnect elsewhere).
    const liveClosed = live.close();
    server.close(async () => {
      await liveClosed;
      await sweeper.stop();
      await notificationJobs.stop();
      orphanSweeps.stop();
      // Running jobs finish (or, past the timeout, are retried after they expire: never lost).
      await jobs.stop(5_000);
      await database.close();
      logger.info('stopped cleanly');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => {
      logger.error('forced exit after 10 s');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
