/**
 * Search latency at 100,000 listings, through HTTP and as SQL alone. The app (production config)
 * is served from this process; every request must answer 200. Four requests, each timed at
 * concurrency 1 and 16:
 *   - text: a full-text query, some misspelt ('cordles dril'), by relevance
 *   - text + distance + category: the same within 10 miles of a random point, one filter category
 *   - Nearby: no text, nearest first from a random point
 *   - suggestions: the dropdown's popular items near a point for a typed prefix
 * "SQL alone" runs the same service statements in-process (no HTTP, no JSON), concurrency 1.
 * EXPLAIN ANALYZE of each page statement is printed, to show which indexes answer it.
 *
 * Run: node scripts/run-ts.mjs bench/search.ts
 * Env: BENCH_DATABASE_URL (a Postgres server; a throwaway database is created and dropped;
 *      default postgres://postgres@127.0.0.1:5432/test), BENCH_ITEMS (default 100000),
 *      BENCH_REQUESTS (per request kind and concurrency, default 200), BENCH_PORT (default 4194),
 *      BENCH_ONLY ('postgres' or 'pglite').
 */
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openPglite } from '../src/server/db/client';
import { popularStatement, searchSettings, searchStatements } from '../src/server/search/service';
import { searchQuerySchema, suggestionQuerySchema } from '../src/shared/schemas/search';
import { seedCatalogue } from './support/catalogue-seed';
import { percentile, serveApp, withThrowawayPostgres } from './support/in-process-app';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const itemCount = Number(process.env.BENCH_ITEMS ?? 100_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const port = Number(process.env.BENCH_PORT ?? 4194);
const only = process.env.BENCH_ONLY;

const TEXTS = [
  'cordles dril',
  'generator',
  'pressure washer',
  'mirrorless camera',
  'lawn mower',
  'rotary hamer',
  'party tent',
  'jump starter',
];
const PREFIXES = ['dri', 'gen', 'pres', 'cam', 'mow', 'ten', 'jum', 'ham'];
const FILTERS = [
  'power-tools',
  'generators',
  'lawn-garden',
  'party-events',
  'automotive',
  'photography',
  'construction',
];
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const randomPoint = () =>
  `lat=${(30 + Math.random() * 15).toFixed(4)}&lng=${(-120 + Math.random() * 45).toFixed(4)}`;

const KINDS = {
  text: () => `/api/search?q=${encodeURIComponent(pick(TEXTS))}`,
  'text + distance + category': () =>
    `/api/search?q=${encodeURIComponent(pick(TEXTS))}&within=10&category=${pick(FILTERS)}&${randomPoint()}`,
  'Nearby (distance only)': () => `/api/search?sort=distance&${randomPoint()}`,
  suggestions: () => `/api/search/suggestions?q=${pick(PREFIXES)}&${randomPoint()}`,
} as const;
type Kind = keyof typeof KINDS;

/** Bookings and saves, so 'popular' has something to rank: 20,000 of each over random items. */
async function seedPopularity(database: Database) {
  const db = database.db;
  const counted = (await db.execute(
    sql`select count(*)::int as n from items where status = 'published'`,
  )) as unknown as {
    rows: { n: number }[];
  };
  const published = counted.rows[0]!.n;
  // The g-th row picks the published item numbered 1 + (g * prime) mod n: spread, repeatable, a hash join.
  const picked = (
    prime: number,
  ) => sql`(select *, row_number() over (order by id) as rn from items where status = 'published') i
    join generate_series(1, 20000) g on i.rn = 1 + (g::bigint * ${prime}) % ${published}`;
  await db.execute(sql`insert into rentals (item_id, item_title, renter_id, owner_id, status, rental_days, daily_rate,
      subtotal_amount, platform_fee, owner_amount, security_deposit, total_amount, commission_rate, start_date, end_date,
      hold_expires_at)
    select i.id, i.title, 'bench-owner-' || (1 + g % 2000), i.owner_id, 'returned', 2, i.daily_rate_cents,
      2 * i.daily_rate_cents, 0, 2 * i.daily_rate_cents, i.deposit_cents, 2 * i.daily_rate_cents + i.deposit_cents, 3,
      date '2026-01-01' + (g % 300), date '2026-01-01' + (g % 300) + 2, now()
    from ${picked(7919)}`);
  await db.execute(sql`insert into wishlist_items (user_id, item_id, saved_price_cents)
    select 'bench-owner-' || (1 + g % 2000), i.id, i.daily_rate_cents from ${picked(104729)}
    on conflict do nothing`);
  await db.execute(sql`analyze`);
}

interface Row {
  request: string;
  concurrency: number;
  'req/s': number;
  'p50 ms': string;
  'p95 ms': string;
  'p99 ms': string;
}

async function timed(count: number, concurrency: number, once: () => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        const begin = performance.now();
        await once();
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rate: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

const row = (request: string, concurrency: number, t: Awaited<ReturnType<typeof timed>>): Row => ({
  request,
  concurrency,
  'req/s': t.rate,
  'p50 ms': t.p50.toFixed(1),
  'p95 ms': t.p95.toFixed(1),
  'p99 ms': t.p99.toFixed(1),
});

/** The service statements a URL runs, executed in-process: the SQL without HTTP. */
async function runStatements(db: Database['db'], url: string) {
  const [pathname, search] = url.split('?') as [string, string];
  const params = Object.fromEntries(new URLSearchParams(search));
  const point = params.lat ? { latitude: Number(params.lat), longitude: Number(params.lng) } : null;
  if (pathname.endsWith('/suggestions')) {
    const query = suggestionQuerySchema.parse(params);
    const statement = await popularStatement(db, { point, miles: 25, limit: 4, q: query.q });
    return statement ? [statement.query.getSQL()] : [];
  }
  const statements = await searchStatements(db, searchQuerySchema.parse(params), point);
  if (statements.empty) return [];
  return [statements.page.getSQL(), ...(statements.count ? [statements.count] : [])];
}

async function run(label: string, database: Database, concurrencies: number[]) {
  const server = await serveApp(database, port);
  const results: Row[] = [];
  try {
    for (let index = 0; index < 30; index++) {
      for (const make of Object.values(KINDS)) await fetch(`${server.url}${make()}`);
    }
    for (const kind of Object.keys(KINDS) as Kind[]) {
      // SQL alone: the same statements as the route, one after another (the route runs the page
      // and the count at once; on one connection they queue, as here).
      const sqlAlone = await timed(requests, 1, async () => {
        await database.db.transaction(async (tx) => {
          const url = KINDS[kind]();
          await searchSettings(tx, url.includes('q='));
          for (const statement of await runStatements(tx, url)) await tx.execute(statement);
        });
      });
      results.push(row(`${kind}: SQL alone`, 1, sqlAlone));
      for (const concurrency of concurrencies) {
        const http = await timed(concurrency === 1 ? requests : requests * 2, concurrency, async () => {
          const url = `${server.url}${KINDS[kind]()}`;
          // A keep-alive connection the server closed just as it was reused: asked again once.
          const response = await fetch(url).catch(() => fetch(url));
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`${kind}: ${response.status}`);
        });
        results.push(row(`${kind}: HTTP`, concurrency, http));
      }
    }
    console.log(`\n${label} (${requests} requests per kind at concurrency 1, ${requests * 2} at 16)`);
    console.table(results);
    for (const kind of Object.keys(KINDS) as Kind[]) {
      const url = KINDS[kind]();
      const plan = await database.db.transaction(async (tx) => {
        await searchSettings(tx, url.includes('q='));
        const [page] = await runStatements(tx, url);
        if (!page) return null;
        return (await tx.execute(sql`explain (analyze, costs off) ${page}`)) as unknown as {
          rows: Record<string, string>[];
        };
      });
      if (!plan) continue;
      console.log(
        `\nEXPLAIN ANALYZE ${kind}:\n${plan.rows.map((line) => Object.values(line)[0]).join('\n')}`,
      );
    }
  } finally {
    await server.stop();
  }
}

console.log(
  `Machine: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB; ${new Date().toISOString().slice(0, 10)}; node ${process.version}; load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')}`,
);

async function prepare(database: Database, label: string) {
  await database.migrate();
  const seeding = performance.now();
  await seedCatalogue(database, itemCount);
  await seedPopularity(database);
  console.log(
    `${label}: ${itemCount} listings seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
}

if (only !== 'pglite') {
  await withThrowawayPostgres(serverUrl, 'shareshed_search_bench', async (database) => {
    await prepare(database, 'Postgres');
    await run(`Postgres, ${itemCount.toLocaleString('en-US')} listings`, database, [1, 16]);
  });
}

if (only !== 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shareshed-bench-search-'));
  const database = await openPglite(path.join(dataDir, 'db'));
  try {
    await prepare(database, 'PGlite');
    await run(`PGlite (embedded), ${itemCount.toLocaleString('en-US')} listings`, database, [1, 16]);
  } finally {
    await database.close();
  }
}
