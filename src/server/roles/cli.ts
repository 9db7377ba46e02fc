import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { parseAdminArgs, runAdminCommand } from './admin-command';

/** `npm run admin -- grant|revoke <email>`: the command-line way to manage admins. */
async function main(): Promise<number> {
  const command = parseAdminArgs(process.argv.slice(2));
  if ('error' in command) {
    console.error(command.error);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    return await runAdminCommand(database.db, command, console);
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
