/**
 * Where a search miss's time goes over its SQL alone (issue 18: HTTP at most 1.2x its SQL), on a
 * database bench/scale.ts seeded and kept. Each round, one after another on this process (the
 * same load for every part):
 *   - sql: the miss's statements replayed on a connection with the text search's settings, each
 *     a named prepared statement (as bench/scale.ts's SQL alone);
 *   - service: searchItems() itself (its two statements through the app's pools, drizzle's row
 *     reading and the cards), then JSON.stringify and the gzip the answer is sent with;
 *   - http: a miss over HTTP to an in-process copy of the app (fetch, as bench/scale.ts), and the
 *     same through node:http (no fetch), each with its body read and decompressed.
 * Prints each part's p50 and its CPU (this process's, every thread: the app's and the client's
 * work alike, which the machine's load distorts far less than the time), and the answer's size,
 * raw and gzip at each level.
 *
 * Run: BENCH_SEEDED_DATABASE=<name> node scripts/run-ts.mjs bench/search-breakdown.ts
 * Env: BENCH_DATABASE_URL (the server, default postgres://postgres@127.0.0.1:5432/postgres),
 *      BENCH_PORT (4422), BENCH_SQL_RUNS (100), BENCH_QUERY (q=drill).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { loadConfig } from '../src/server/config';
import { openPostgres, startupOptions } from '../src/server/db/client';
import { createStorage } from '../src/server/platform/storage/create-storage';
import { searchItems, TEXT_SEARCH_SETTINGS } from '../src/server/search/service';
import { searchQuerySchema } from '../src/shared/schemas/search';
import { load } from './support/app-process';
import { percentile, serveApp } from './support/in-process-app';

const seeded = process.env.BENCH_SEEDED_DATABASE;
if (!seeded) throw new Error('BENCH_SEEDED_DATABASE: a database bench/scale.ts seeded and kept');
const serverUrl = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
serverUrl.pathname = `/${seeded}`;
const databaseUrl = serverUrl.toString();
const port = Number(process.env.BENCH_PORT ?? 4422);
const runs = Number(process.env.BENCH_SQL_RUNS ?? 100);
const queryString = process.env.BENCH_QUERY ?? 'q=drill';

const database = await openPostgres(databaseUrl, 4);
const served = await serveApp(database, port);
const storage = createStorage(
  loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: '/tmp',
    PUBLIC_URL: served.url,
    AUTH_SECRET: randomBytes(32).toString('hex'),
  }),
);
const textDb = database.sessionWith(TEXT_SEARCH_SETTINGS);
const query = searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(queryString)));

// The miss's statements, as bench/scale.ts captures them (after warm-up misses).
let miss = 0;
const missUrl = () => `${served.url}/api/search?${queryString}&miss=${++miss}`;
for (let i = 0; i < 3; i++) await (await fetch(missUrl())).arrayBuffer();
const statements: { text: string; values: unknown[] }[] = [];
const stopObserving = database.observeStatements((text, values) => statements.push({ text, values }));
await (await fetch(missUrl())).arrayBuffer();
stopObserving();

const client = new pg.Client({
  connectionString: databaseUrl,
  options: startupOptions(TEXT_SEARCH_SETTINGS),
});
await client.connect();
const replay = async () => {
  for (const [index, statement] of statements.entries())
    await client.query({ name: `replay_${index}`, text: statement.text, values: statement.values });
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const nodeHttp = () =>
  new Promise<void>((resolve, reject) => {
    const request = http.get(missUrl(), { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.headers['content-encoding'] === 'gzip') gunzipSync(body);
        resolve();
      });
      res.on('error', reject);
    });
    request.on('error', reject);
  });

const parts: Record<string, () => Promise<unknown>> = {
  sql: replay,
  'service (searchItems)': () => searchItems({ db: database.db, storage, textDb }, query, null),
  // Level 1, as http/kept-answer.ts compresses an answer.
  'service + JSON + gzip': async () =>
    gzipSync(JSON.stringify(await searchItems({ db: database.db, storage, textDb }, query, null)), {
      level: 1,
    }),
  'http (fetch)': async () => (await fetch(missUrl())).arrayBuffer(),
  'http (node:http)': nodeHttp,
};
const times = new Map<string, number[]>(Object.keys(parts).map((name) => [name, []]));
const cpu = new Map<string, number>(Object.keys(parts).map((name) => [name, 0]));
for (let run = 0; run < runs + 10; run++) {
  for (const [name, part] of Object.entries(parts)) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await part();
    if (run < 10) continue;
    times.get(name)!.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.set(name, cpu.get(name)! + used.user + used.system);
  }
}

const answer = JSON.stringify(await searchItems({ db: database.db, storage, textDb }, query, null));
const microsOf = (work: () => unknown, repeat = 200) => {
  const started = performance.now();
  for (let i = 0; i < repeat; i++) work();
  return ((performance.now() - started) * 1000) / repeat;
};
const page = JSON.parse(answer) as unknown;
console.log(
  `search breakdown: ${queryString}, ${statements.length} statements, ${runs} rounds, load ${load()}`,
);
for (const [name, list] of times) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(
    `${name}: p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, ` +
      `CPU ${(cpu.get(name)! / runs).toFixed(0)} µs`,
  );
}
console.log(
  `answer ${Buffer.byteLength(answer)} bytes; JSON.stringify ${microsOf(() => JSON.stringify(page)).toFixed(0)} µs`,
);
for (const level of [1, 3, 6]) {
  const size = gzipSync(answer, { level }).byteLength;
  const micros = microsOf(() => gzipSync(answer, { level }));
  console.log(`gzip level ${level}: ${size} bytes, ${micros.toFixed(0)} µs`);
}
const gz = gzipSync(answer);
console.log(`gunzip: ${microsOf(() => gunzipSync(gz)).toFixed(0)} µs; load ${load()}`);

await client.end();
agent.destroy();
await served.stop();
await database.close();
