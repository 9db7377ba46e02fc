/**
 * Prepared statements against statements built and planned per call (issue 18), on the checkout's
 * listing read: the same query (rentals/bookable-item.ts) executed `BENCH_RUNS` times each way, one
 * after another on one connection, in alternating blocks so a change in the machine's load
 * touches both. "Built per call": drizzle builds the SQL text and Postgres parses and plans it
 * each time (an unnamed statement), as every other statement of the app does. "Prepared": built
 * once, and a named statement Postgres parses once per connection.
 *
 * Run: node scripts/run-ts.mjs bench/prepared.ts
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_RUNS (2000).
 */
import { items } from '../src/server/db/schema';
import { bookableItemSelect } from '../src/server/rentals/bookable-item';
import { load } from './support/app-process';
import { seedCatalogue } from './support/catalogue-seed';
import { percentile, withThrowawayPostgres } from './support/in-process-app';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const runs = Number(process.env.BENCH_RUNS ?? 2000);
const BLOCK = 100;

await withThrowawayPostgres(serverUrl, 'bench_prepared', async (database) => {
  await database.migrate();
  await seedCatalogue(database, 1000);
  const ids = (await database.db.select({ id: items.id }).from(items).limit(50)).map((row) => row.id);
  const prepared = bookableItemSelect(database.db, true).prepare('bench_bookable_item');
  const ways = {
    'built per call': (itemId: string) =>
      bookableItemSelect(database.db, true).execute({ itemId, now: new Date() }),
    prepared: (itemId: string) => prepared.execute({ itemId, now: new Date() }),
  };
  const times: Record<string, number[]> = { 'built per call': [], prepared: [] };
  for (let done = 0; done < runs; done += BLOCK) {
    for (const [way, run] of Object.entries(ways)) {
      for (let i = 0; i < BLOCK; i++) {
        const started = performance.now();
        await run(ids[i % ids.length]!);
        times[way]!.push(performance.now() - started);
      }
    }
  }
  console.log(`prepared statements, checkout's listing read, ${runs} runs each, ${new Date().toISOString()}`);
  for (const [way, list] of Object.entries(times)) {
    list.sort((a, b) => a - b);
    const mean = list.reduce((sum, value) => sum + value, 0) / list.length;
    console.log(
      `${way.padEnd(16)} mean ${mean.toFixed(3)} ms   p50 ${percentile(list, 50).toFixed(3)} ms   p95 ${percentile(list, 95).toFixed(3)} ms`,
    );
  }
  console.log(`load ${load()}`);
});
