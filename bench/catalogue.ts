/**
 * Catalogue read latency: home ('Featured Items Near You', with and without a position, and the
 * category counts) and category pages (first page, the Generators live filter, a later page by
 * cursor) plus the item page, through HTTP against the app (production config) served from this
 * process, loaded with autocannon; the load generator shares the machine's two cores with it. Postgres holds 100,000
 * listings, the embedded database (PGlite) 10,000, spread over the continental US in all eight
 * categories (5% still pending review), each with a photo row.
 *
 * Run: node scripts/run-ts.mjs bench/catalogue.ts
 * Env: BENCH_DATABASE_URL (a Postgres server; a throwaway database is created and dropped),
 *      BENCH_PG_ITEMS (default 100000), BENCH_PGLITE_ITEMS (default 10000),
 *      BENCH_REQUESTS (per endpoint, default 300), BENCH_PORT (default 4193),
 *      BENCH_ONLY ('postgres' or 'pglite' to run one of the two).
 */
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type Database, openPglite } from '../src/server/db/client';
import { seedCatalogue as seed } from './support/catalogue-seed';
import { serveApp, withThrowawayPostgres } from './support/in-process-app';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgItems = Number(process.env.BENCH_PG_ITEMS ?? 100_000);
const pgliteItems = Number(process.env.BENCH_PGLITE_ITEMS ?? 10_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const port = Number(process.env.BENCH_PORT ?? 4193);
const only = process.env.BENCH_ONLY;

const randomPoint = () =>
  `lat=${(30 + Math.random() * 15).toFixed(4)}&lng=${(-120 + Math.random() * 45).toFixed(4)}`;
const CATEGORIES = [
  'power-tools',
  'generators',
  'yard-equipment',
  'party-supplies',
  'automotive',
  'photography',
  'home-garden',
  'professional',
];
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/**
 * `requests` GETs with `concurrency` connections (autocannon), each request's path drawn by `url`;
 * every answer must be 200. Latencies in ms as autocannon reports them (p50, p90, p99).
 */
async function measure(base: string, name: string, concurrency: number, url: () => string) {
  const started = performance.now();
  const result = await autocannon({
    url: base,
    connections: concurrency,
    amount: requests,
    requests: [{ setupRequest: (request) => ({ ...request, path: url() }) }],
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${name}: ${failed} requests failed or were not 200`);
  return {
    endpoint: name,
    'req/s': Math.round(result.requests.total / ((performance.now() - started) / 1000)),
    'p50 ms': result.latency.p50,
    'p90 ms': result.latency.p90,
    'p99 ms': result.latency.p99,
  };
}

async function run(label: string, database: Database, concurrency: number) {
  const server = await serveApp(database, port);
  try {
    const base = server.url;
    const answer = await fetch(`${base}/api/items?category=generators`);
    if (answer.status !== 200)
      throw new Error(`the server answered ${answer.status}: ${await answer.text()}`);
    const first = (await answer.json()) as {
      items: { id: string }[];
      nextCursor: string | null;
    };
    const ids = first.items.map((item) => item.id);
    if (!first.nextCursor || ids.length === 0) throw new Error('the catalogue is empty: seeding failed');
    const cursor = encodeURIComponent(first.nextCursor);
    // Warm up connections and caches a little before measuring.
    for (let index = 0; index < 20; index++) await fetch(`${base}/api/items/featured?${randomPoint()}`);
    const rows = [
      await measure(
        base,
        'home: featured near a point',
        concurrency,
        () => `/api/items/featured?${randomPoint()}`,
      ),
      await measure(base, 'home: featured, no position', concurrency, () => '/api/items/featured'),
      await measure(base, 'home: category counts', concurrency, () => '/api/items/categories'),
      await measure(
        base,
        'category: first page',
        concurrency,
        () => `/api/items?category=${pick(CATEGORIES)}`,
      ),
      await measure(
        base,
        'category: next page (cursor)',
        concurrency,
        () => `/api/items?category=generators&cursor=${cursor}`,
      ),
      await measure(
        base,
        'generators: live filter',
        concurrency,
        () => `/api/items?category=generators&q=${pick(['honda', 'quiet', 'portable', 'tag7'])}`,
      ),
      await measure(base, 'item page', concurrency, () => `/api/items/${pick(ids)}`),
    ];
    console.log(`\n${label} (${concurrency} concurrent requests, ${requests} per endpoint)`);
    console.table(rows);
    return rows;
  } finally {
    await server.stop();
  }
}

console.log(
  `Machine: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB; ${new Date().toISOString().slice(0, 10)}; node ${process.version}`,
);

if (only !== 'pglite') {
  await withThrowawayPostgres(serverUrl, 'shareshed_catalogue_bench', async (database) => {
    await database.migrate();
    const seeding = performance.now();
    await seed(database, pgItems);
    console.log(
      `Postgres: ${pgItems} listings seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    await run(`Postgres, ${pgItems.toLocaleString('en-US')} listings`, database, 8);
  });
}

if (only !== 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shareshed-bench-catalogue-'));
  const database = await openPglite(path.join(dataDir, 'db'));
  await database.migrate();
  const seeding = performance.now();
  await seed(database, pgliteItems);
  console.log(
    `PGlite: ${pgliteItems} listings seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  try {
    // PGlite answers one query at a time; more concurrency only queues.
    await run(`PGlite (embedded), ${pgliteItems.toLocaleString('en-US')} listings`, database, 4);
  } finally {
    await database.close();
  }
}
