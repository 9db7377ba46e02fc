import { sql } from 'drizzle-orm';
import { createAccounts } from '../auth/auth';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createLogger } from '../logger';
import { createStorage } from '../platform/storage/create-storage';
import { DEMO_ACCOUNTS, DEMO_OWNER_PASSWORD, demoCounts, seedDemo } from './seed';

/**
 * `npm run demo`: fills the configured database (the embedded one by default) with a living demo
 * catalogue and prints the accounts to try it with. Safe to run again: it only adds what is
 * missing. It refuses to run in production, where fake listings would mislead real renters.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (config.isProduction) {
    console.error(
      'npm run demo fills the marketplace with demo listings; it does not run with NODE_ENV=production.',
    );
    return 2;
  }
  const logger = createLogger('warn');
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    // Demo addresses do not exist: the demo sends no mail, and verifies its accounts itself.
    const accounts = createAccounts({ config, db: database.db, logger, sendEmails: false });
    const storage = createStorage(config);
    console.log(`Filling the demo catalogue (${database.kind}, ${config.DATA_DIR})...`);
    const started = performance.now();
    const result = await seedDemo(
      { db: database.db, storage, auth: await accounts.sessions(), publicUrl: config.publicUrl, logger },
      { log: (line) => console.log(line) },
    );
    // Fresh statistics for the planner: without them a plan sorted every listing on each request
    // until autovacuum got round to the new rows.
    await database.db.execute(sql`analyze`);
    const counts = await demoCounts(database.db);
    const total = counts.reduce((sum, row) => sum + Number(row.count), 0);
    console.log(
      `\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s: ${result.created} listings added, ` +
        `${result.existing} already there; ${total} published listings in ${counts.length} categories, ` +
        `${result.owners} demo owners; ${result.history.rentals} rentals of history added, ` +
        `${result.history.existing} already there.`,
    );
    console.log('\nSign in at /welcome with:');
    console.log(`  admin:  ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`);
    console.log(`  renter: ${DEMO_ACCOUNTS.renter.email} / ${DEMO_ACCOUNTS.renter.password}`);
    console.log(
      `  owners: owner1@... to owner12@${DEMO_ACCOUNTS.admin.email.split('@')[1]} / ${DEMO_OWNER_PASSWORD}`,
    );
    console.log('\nStart the app with `npm start` and open it in your browser.');
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
