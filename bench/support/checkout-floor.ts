/**
 * The floor for checkout (issue 18): the very SQL one checkout sends, replayed as one transaction
 * per checkout straight through `pg`, with no HTTP, session, validation or query building. The
 * statements are captured from a real checkout (the app's own startCheckout on the same database,
 * through the client's statement observer) and replayed with each checkout's own item, renter,
 * dates and ids, so the floor follows whatever the app sends.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../src/server/config';
import { openPostgres } from '../../src/server/db/client';
import { createLogger } from '../../src/server/logger';
import { SandboxPaymentProvider } from '../../src/server/platform/payments/sandbox-provider';
import { createStorage } from '../../src/server/platform/storage/create-storage';
import { startCheckout } from '../../src/server/rentals/booking';
import { getSettings, keepSettingsInMemory } from '../../src/server/settings/service';

interface Captured {
  statements: { text: string; values: unknown[] }[];
  /** The values of the captured checkout that each replay replaces with its own. */
  itemId: string;
  renterId: string;
  startDate: string;
  endDate: string;
  rentalId: string;
  paymentId: string;
  sessionId: string;
}

/** One checkout through the app's own code, recording every statement it sends. */
export async function captureCheckout(
  databaseUrl: string,
  publicUrl: string,
  booking: { itemId: string; renterId: string; email: string; startDate: string },
): Promise<Captured> {
  const database = await openPostgres(databaseUrl, 2);
  const statements: Captured['statements'] = [];
  try {
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: publicUrl, LOG_LEVEL: 'silent' });
    const deps = {
      db: database.db,
      payments: new SandboxPaymentProvider(database.db, publicUrl),
      storage: createStorage(config),
      publicUrl,
      logger: createLogger('silent'),
    };
    const input = { itemId: booking.itemId, rentalDays: 2, startDate: booking.startDate };
    const actor = { id: booking.renterId, email: booking.email, isAdmin: false };
    // A running app keeps the settings in memory: keep and read them before recording.
    await keepSettingsInMemory(database);
    await getSettings(database.db);
    const stop = database.observeStatements((text, values) => statements.push({ text, values }));
    const started = await startCheckout(deps, input, actor).finally(stop);
    return {
      statements,
      itemId: booking.itemId,
      renterId: booking.renterId,
      startDate: started.startDate,
      endDate: started.endDate,
      rentalId: started.rentalId,
      paymentId: started.paymentId,
      sessionId: started.sessionId,
    };
  } finally {
    await database.close();
  }
}

/** `value` with every captured identifier or date replaced by this replay's own. */
function substitute(value: unknown, swaps: Map<string, string>): unknown {
  if (typeof value !== 'string') return value;
  const whole = swaps.get(value);
  if (whole !== undefined) return whole;
  let out = value;
  for (const [from, to] of swaps) if (from.length >= 20) out = out.split(from).join(to);
  return out;
}

/**
 * Replays the captured checkout for (itemId, renterId, startDate) as one transaction on `pool`.
 * The ids the database generates (rental, payment) come back from the statement that inserts
 * them and replace the captured ones in the statements after it.
 */
export async function replayCheckout(
  pool: pg.Pool,
  captured: Captured,
  booking: { itemId: string; renterId: string; startDate: string; endDate: string },
): Promise<void> {
  const swaps = new Map<string, string>([
    [captured.itemId, booking.itemId],
    [captured.renterId, booking.renterId],
    [captured.startDate, booking.startDate],
    [captured.endDate, booking.endDate],
    [captured.sessionId, `cs_sandbox_${randomBytes(18).toString('base64url')}`],
  ]);
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const statement of captured.statements) {
      if (/^(begin|commit)$/i.test(statement.text)) continue;
      const result = await client.query(
        statement.text,
        statement.values.map((value) => substitute(value, swaps)),
      );
      const row = result.rows[0] as Record<string, unknown> | undefined;
      if (row && typeof row.rental_id === 'string' && typeof row.id === 'string') {
        swaps.set(captured.rentalId, row.rental_id);
        swaps.set(captured.paymentId, row.id);
      }
    }
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

/** A pool like the app's (10 connections). */
export const floorPool = (databaseUrl: string) => new pg.Pool({ connectionString: databaseUrl, max: 10 });
