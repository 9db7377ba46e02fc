/**
 * 100,000 listings on Postgres (issue 18): the category counts and search, over HTTP and as their
 * SQL alone, in one run.
 *
 *   - seed: the catalogue seed (bench/support/catalogue-seed.ts: set-based INSERT ... SELECT
 *     generate_series, then ANALYZE) in a throwaway database;
 *   - the app: `npm start` (production) in its own process on that database;
 *   - SQL alone: the statements each route sends, captured through the database client's statement
 *     observer on an in-process copy of the app, then replayed one after another on one `pg`
 *     connection (no HTTP, session, validation, query building or JSON); its p50 over
 *     BENCH_SQL_RUNS runs, plus the server's own execution time from EXPLAIN ANALYZE for one-statement routes;
 *   - over HTTP: p50 at one connection (to compare with the SQL alone), then autocannon at
 *     `connections` for BENCH_SECONDS (req/s, p99, errors).
 *
 * Budgets: counts SQL under 5 ms and at least 500 req/s (10 connections); search over HTTP at most
 * 1.2x its SQL alone (p50, one connection) and at least 150 req/s at 8 connections.
 *
 * Run: node scripts/run-ts.mjs bench/scale.ts
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_ITEMS (100000),
 *      BENCH_PORT (4650; the in-process copy uses the next port), BENCH_SECONDS (10),
 *      BENCH_SQL_RUNS (200).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres } from '../src/server/db/client';
import { load, startApp, stop } from './support/app-process';
import { seedCatalogue } from './support/catalogue-seed';
import { percentile, serveApp } from './support/in-process-app';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const itemCount = Number(process.env.BENCH_ITEMS ?? 100_000);
const port = Number(process.env.BENCH_PORT ?? 4650);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const sqlRuns = Number(process.env.BENCH_SQL_RUNS ?? 200);
const origin = `http://127.0.0.1:${port}`;

interface Route {
  name: string;
  path: string;
  connections: number;
  /** req/s at `connections` at least. */
  minRps: number;
  /** HTTP p50 at one connection at most this times the SQL alone (p50). */
  maxOverSql?: number;
  /** SQL alone p50 under this many ms. */
  maxSqlMs?: number;
}

const routes: Route[] = [
  { name: 'category counts', path: '/api/items/categories', connections: 10, minRps: 500, maxSqlMs: 5 },
  { name: 'search ?q=drill', path: '/api/search?q=drill', connections: 8, minRps: 150, maxOverSql: 1.2 },
  {
    name: 'search ?q=honda generator',
    path: '/api/search?q=honda%20generator',
    connections: 8,
    minRps: 150,
    maxOverSql: 1.2,
  },
];

type Statement = { text: string; values: unknown[] };

/** The statements a route sends (after two warm-up requests), from an in-process copy of the app. */
async function captureRoutes(databaseUrl: string): Promise<Map<string, Statement[]>> {
  const database = await openPostgres(databaseUrl, 4);
  const served = await serveApp(database, port + 1);
  const captured = new Map<string, Statement[]>();
  try {
    for (const route of routes) {
      for (let i = 0; i < 2; i++) await (await fetch(`${served.url}${route.path}`)).arrayBuffer();
      const statements: Statement[] = [];
      const stopObserving = database.observeStatements((text, values) => statements.push({ text, values }));
      const res = await fetch(`${served.url}${route.path}`);
      await res.arrayBuffer();
      stopObserving();
      if (!res.ok) throw new Error(`${route.path}: ${res.status}`);
      captured.set(route.name, statements);
    }
  } finally {
    await served.stop();
    await database.close();
  }
  return captured;
}

async function sqlAlone(client: pg.Client, statements: Statement[]) {
  const times: number[] = [];
  for (let run = 0; run < sqlRuns + 10; run++) {
    const started = performance.now();
    for (const statement of statements) await client.query(statement.text, statement.values);
    if (run >= 10) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  let executionMs: number | null = null;
  if (statements.length === 1) {
    const plan = await client.query(
      `explain (analyze, format json) ${statements[0]!.text}`,
      statements[0]!.values,
    );
    executionMs = (plan.rows[0] as { 'QUERY PLAN': { 'Execution Time': number }[] })['QUERY PLAN'][0]![
      'Execution Time'
    ];
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), executionMs };
}

async function httpOneConnection(path: string) {
  const times: number[] = [];
  for (let run = 0; run < sqlRuns + 10; run++) {
    const started = performance.now();
    const res = await fetch(`${origin}${path}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    if (run >= 10) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const name = `bench_scale_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();
try {
  console.log(
    `scale: ${itemCount} listings; ${cpus().length} cores (${cpus()[0]?.model}), ${(totalmem() / 2 ** 30).toFixed(0)} GB, ` +
      `Node ${process.version}, ${new Date().toISOString()}, load ${load()}`,
  );
  const seeding = await openPostgres(databaseUrl, 2);
  const seedStarted = performance.now();
  try {
    await seeding.migrate();
    await seedCatalogue(seeding, itemCount);
  } finally {
    await seeding.close();
  }
  console.log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
  const captured = await captureRoutes(databaseUrl);
  const { child } = await startApp(origin, {
    PORT: String(port),
    PUBLIC_URL: origin,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shareshed-scale-')),
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    console.log(
      '\n| Route | statements | SQL alone p50 / p95 | EXPLAIN execution | HTTP p50 / p95 (1 conn.) | HTTP / SQL | connections | req/s | p99 | errors | budgets | load |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const route of routes) {
      const statements = captured.get(route.name)!;
      const alone = await sqlAlone(client, statements);
      const http = await httpOneConnection(route.path);
      const loaded = await autocannon({
        url: `${origin}${route.path}`,
        connections: route.connections,
        duration: seconds,
      });
      const errors = loaded.errors + loaded.timeouts + loaded.non2xx;
      const over = http.p50 / alone.p50;
      const verdicts = [
        route.maxSqlMs
          ? `SQL < ${route.maxSqlMs} ms ${alone.p50 < route.maxSqlMs ? 'met' : 'NOT met'}`
          : null,
        route.maxOverSql
          ? `HTTP <= ${route.maxOverSql}x SQL ${over <= route.maxOverSql ? 'met' : 'NOT met'}`
          : null,
        `>= ${route.minRps} req/s ${loaded.requests.average >= route.minRps ? 'met' : 'NOT met'}`,
      ].filter(Boolean);
      console.log(
        `| ${route.name} | ${statements.length} | ${alone.p50.toFixed(2)} / ${alone.p95.toFixed(2)} ms | ` +
          `${alone.executionMs === null ? '-' : `${alone.executionMs.toFixed(2)} ms`} | ` +
          `${http.p50.toFixed(2)} / ${http.p95.toFixed(2)} ms | ${over.toFixed(2)} | ${route.connections} | ` +
          `${loaded.requests.average.toFixed(0)} | ${loaded.latency.p99} ms | ${errors} | ${verdicts.join('; ')} | ${load()} |`,
      );
    }
  } finally {
    await client.end();
    await stop(child);
  }
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
