import type { TestApp } from './test-app';

/** Read through the app and kept like any public answer: it shows when kept answers are dropped. */
const PROBE = '/api/items/categories';

async function statementsOf(t: TestApp, path: string): Promise<number> {
  let count = 0;
  const stop = t.database.observeStatements(() => {
    count += 1;
  });
  try {
    const res = await t.request('GET', path);
    await res.arrayBuffer();
    return count;
  } finally {
    stop();
  }
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
  await until(async () => (await statementsOf(t, PROBE)) === 0, 'the probe was not kept');
  // Raw SQL, not through the app's query builder: only the notice itself drops the probe.
  await t.database.sql.executeSql("select pg_notify('shareshed_public_reads', '')", []);
  await until(async () => (await statementsOf(t, PROBE)) > 0, 'the notice did not reach the app');
}

async function until(done: () => Promise<boolean>, failure: string): Promise<void> {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > 5_000) throw new Error(`${failure} in 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
