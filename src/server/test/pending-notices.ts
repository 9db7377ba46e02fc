import { statementsOf } from './statements';
import type { TestApp } from './test-app';

/** Read through the app and kept like any public answer: it shows when kept answers are dropped. */
const PROBE = '/api/items/categories';

/** How many statements a read of the probe sends (none while its answer is kept). */
async function probeStatements(t: TestApp): Promise<number> {
  const { response, texts } = await statementsOf(t, () => t.request('GET', PROBE));
  await response.arrayBuffer();
  return texts.length;
}

/**
 * Waits until every change notice already sent has reached the app. A write's notice reaches the
 * app's listening connection some time after the write, and drops what the app keeps (public
 * answers, word lookups) when it lands: a test that counts statements across two requests would
 * otherwise see an earlier write's notice land between them. Notices arrive in order on one
 * connection, so once a notice sent now has landed, all earlier ones have.
 */
export async function afterPendingNotices(t: TestApp): Promise<void> {
  // Kept once a read of it sends nothing (an earlier notice may still drop it meanwhile).
  await until(async () => (await probeStatements(t)) === 0, 'the probe was not kept');
  // Raw SQL, not through the app's query builder: only the notice itself drops the probe.
  await t.database.sql.executeSql("select pg_notify('shareshed_public_reads', '')", []);
  await until(async () => (await probeStatements(t)) > 0, 'the notice did not reach the app');
}

async function until(done: () => Promise<boolean>, failure: string): Promise<void> {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > 5_000) throw new Error(`${failure} in 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
