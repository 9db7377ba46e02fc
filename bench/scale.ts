/**
 * 100,000 listings on Postgres (issue 18): the category counts, search and home's featured items,
 * over HTTP and as their SQL alone, in one run.
 *
 *   - seed: the catalogue seed (bench/support/catalogue-seed.ts: set-based INSERT ... SELECT
 *     generate_series, then ANALYZE) in a throwaway database;
 *   - the app: `npm start` (production) in its own process on that database;
 *   - a miss: public answers are kept per process (decision 013), so a repeated request sends no
 *     SQL at all. What the app costs over its SQL is measured on misses: every timed miss asks for
 *     the same search with one unknown query parameter of its own (`&miss=N`, which validation
 *     drops), so the app does all the work of a first request for it (validation, the statements,
 *     JSON, keeping the answer under its new key). The words' lookups are kept apart from the
 *     answers (decision 042), so a text search miss here is a new answer for words already looked
 *     up, as the next page or another filter is: the page statement alone. Nothing in the app
 *     knows about benchmarks;
 *   - SQL alone: the statements of a miss (after two warm-up misses, so settings are kept as on a
 *     live server), captured through the database client's statement observer on an in-process
 *     copy of the app, then replayed one after another on one `pg` connection, each statement with
 *     values as a named prepared statement (parsed and planned once: the cheapest way to send
 *     them, so the floor is the SQL's best); its p50 over BENCH_SQL_RUNS runs, plus the server's
 *     own execution time from EXPLAIN ANALYZE for one-statement routes;
 *   - steady state: before a route's timed misses, each server (the apps and the floor) answers
 *     BENCH_WARMUP_MISSES of its misses at the route's connections. V8 compiles a function
 *     once it has run enough, and this app's request path is hundreds of functions run once per
 *     request: after 300 misses its worker threads were still compiling about 500 µs of CPU per
 *     miss (on the same two cores as Postgres), and only after some 2,500 more did that fall to
 *     the noise (decision 047). A live server is in that state minutes after it starts;
 *   - over HTTP: p50 at one connection on misses, interleaved with runs of the SQL alone (so both
 *     see the same load on a shared machine), through three clients: autocannon at one connection
 *     (support/autocannon-times.ts: the verdict's, decision 040), and as information fetch and a
 *     node:http client (support/lean-http.ts), each timed miss of those two paired with one run of
 *     the SQL alone; and the same misses of the route's floor (support/sql-floor-server.mjs: the
 *     SQL alone's statements and the answer behind the barest HTTP, on the next port but two),
 *     then autocannon at
 *     `connections` for BENCH_SECONDS, on misses (every request a new key) and kept (one key),
 *     with the app process's CPU time per miss (from /proc, less its idle CPU).
 *
 * Budgets: counts SQL under 5 ms and at least 500 req/s (10 connections); search over HTTP at most
 * 1.2x its SQL alone (p50, one connection, misses) and at least 150 req/s at 8 connections.
 *
 * Run: node scripts/run-ts.mjs bench/scale.ts
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a throwaway database is
 *      created on that server and dropped; its name starts with BENCH_DATABASE_PREFIX, default
 *      'bench'), BENCH_ITEMS (100000), BENCH_PORT (4650; the
 *      in-process copy uses the next port), BENCH_SECONDS (10), BENCH_SQL_RUNS (200),
 *      BENCH_WARMUP_MISSES (4000 per route and server before its timed misses; 0 times a cold app),
 *      BENCH_CPU_PROFILE_DIR (the app writes a CPU profile of the run there when it stops),
 *      BENCH_ONLY (route names' starts, comma-separated, e.g. "search ?q,home"), BENCH_KEEP_DATABASE=1 (keep the seeded
 *      database), BENCH_SEEDED_DATABASE (time again on such a database: no seeding),
 *      BENCH_COMPARE_ROOT (a checkout of other code, e.g. `git archive main | tar -x -C dir` with
 *      node_modules linked: its app runs beside this one on the same database, and every timed
 *      round sends one miss to each; the SQL alone is this code's).
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres, startupOptions } from '../src/server/db/client';
import { KEPT_PLAN_SETTINGS, TEXT_SEARCH_SETTINGS } from '../src/server/search/service';
import { cpuMicros, load, otherThreadsCpuMicros, root, startApp, stop } from './support/app-process';
import { autocannonTimes } from './support/autocannon-times';
import { seedCatalogue } from './support/catalogue-seed';
import { percentile, serveApp } from './support/in-process-app';
import { keptAliveAgent, leanGet } from './support/lean-http';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const itemCount = Number(process.env.BENCH_ITEMS ?? 100_000);
const port = Number(process.env.BENCH_PORT ?? 4650);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const sqlRuns = Number(process.env.BENCH_SQL_RUNS ?? 200);
const warmupMisses = Number(process.env.BENCH_WARMUP_MISSES ?? 4000);
const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
const only = process.env.BENCH_ONLY;
const compareRoot = process.env.BENCH_COMPARE_ROOT;
const origin = `http://127.0.0.1:${port}`;

interface Route {
  name: string;
  path: string;
  connections: number;
  /** Timed on misses (each request a key of its own) as well as kept. */
  misses: boolean;
  /** req/s at `connections` at least (kept). */
  minRps: number;
  /** HTTP p50 at one connection (misses) at most this times the SQL alone (p50). */
  maxOverSql?: number;
  /** SQL alone p50 under this many ms. */
  maxSqlMs?: number;
  /**
   * The settings of the connections the app sends it on, where they start with some (text search:
   * its planner settings; the dropdown: plans kept); the SQL alone and the floor start so too.
   */
  session?: Record<string, string>;
}

const DENVER = 'lat=39.7392&lng=-104.9903';

const allRoutes: Route[] = [
  {
    name: 'category counts',
    path: '/api/items/categories',
    connections: 10,
    misses: true,
    minRps: 500,
    maxSqlMs: 5,
  },
  {
    name: 'search ?q=drill',
    path: '/api/search?q=drill',
    connections: 8,
    misses: true,
    minRps: 150,
    maxOverSql: 1.2,
    session: TEXT_SEARCH_SETTINGS,
  },
  {
    name: 'search ?q=honda generator',
    path: '/api/search?q=honda%20generator',
    connections: 8,
    misses: true,
    minRps: 150,
    maxOverSql: 1.2,
    session: TEXT_SEARCH_SETTINGS,
  },
  // What bench/search.ts measured before it was folded in here: a typo, filters at a point,
  // nearest first and the dropdown's suggestions (never kept: each is a miss anyway).
  {
    name: 'search ?q=rotary hamer (typo)',
    path: '/api/search?q=rotary%20hamer',
    connections: 8,
    misses: true,
    minRps: 150,
    session: TEXT_SEARCH_SETTINGS,
  },
  {
    name: 'search: text, 10 miles, category, at a point',
    path: `/api/search?q=generator&within=10&category=generators&${DENVER}`,
    connections: 8,
    misses: true,
    minRps: 150,
    session: TEXT_SEARCH_SETTINGS,
  },
  {
    name: 'Nearby (nearest first)',
    path: `/api/search?sort=distance&${DENVER}`,
    connections: 8,
    misses: true,
    minRps: 150,
  },
  {
    name: 'suggestions ?q=dri',
    path: `/api/search/suggestions?q=dri&${DENVER}`,
    session: KEPT_PLAN_SETTINGS,
    connections: 8,
    misses: true,
    minRps: 150,
  },
  { name: 'home featured', path: '/api/items/featured', connections: 8, misses: true, minRps: 150 },
  {
    name: 'home featured at a point',
    path: `/api/items/featured?${DENVER}`,
    connections: 8,
    misses: true,
    minRps: 150,
  },
];
const routes = allRoutes.filter(
  (route) => !only || only.split(',').some((start) => route.name.startsWith(start)),
);

/** Misses are numbered across the whole run, so no two requests share a key. */
let missNumber = 0;
const missPath = (route: Route) =>
  route.misses ? `${route.path}${route.path.includes('?') ? '&' : '?'}miss=${++missNumber}` : route.path;

type Statement = { text: string; values: unknown[] };
/** A miss's statements and its answer (decoded), as the in-process copy of the app gave them. */
type Capture = { statements: Statement[]; body: string };

/**
 * The statements of a miss (after two warm-up misses), from an in-process copy of the app. The
 * app's background work (the liveness ping, job polling) goes through the same handle and may
 * land inside a request: of three misses, the one with the fewest statements is the request's own.
 */
async function captureRoutes(databaseUrl: string): Promise<Map<string, Capture>> {
  const database = await openPostgres(databaseUrl, 4);
  const served = await serveApp(database, port + 1);
  const captured = new Map<string, Capture>();
  try {
    for (const route of routes) {
      for (let i = 0; i < 2; i++) await (await fetch(`${served.url}${missPath(route)}`)).arrayBuffer();
      for (let attempt = 0; attempt < 3; attempt++) {
        const statements: Statement[] = [];
        const stopObserving = database.observeStatements((text, values) => statements.push({ text, values }));
        const res = await fetch(`${served.url}${missPath(route)}`);
        const body = await res.text();
        stopObserving();
        if (!res.ok) throw new Error(`${route.path}: ${res.status}`);
        if (route.misses && statements.length === 0)
          throw new Error(`${route.path}: a miss sent no statement`);
        const fewest = captured.get(route.name);
        if (!fewest || statements.length < fewest.statements.length)
          captured.set(route.name, { statements, body });
      }
    }
  } finally {
    await served.stop();
    await database.close();
  }
  return captured;
}

/** Named prepared statements on the replay connection, one per distinct text. */
const statementNames = new Map<pg.Client, Map<string, string>>();
function replay(client: pg.Client, statement: Statement) {
  if (statement.values.length === 0) return client.query(statement.text);
  const names = statementNames.get(client) ?? new Map<string, string>();
  statementNames.set(client, names);
  let name = names.get(statement.text);
  if (!name) {
    name = `replay_${names.size}`;
    names.set(statement.text, name);
  }
  return client.query({ name, text: statement.text, values: statement.values });
}

/** EXPLAIN ANALYZE's execution time of a one-statement route (the server's own time). */
async function executionMs(client: pg.Client, statements: Statement[]): Promise<number | null> {
  if (statements.length !== 1) return null;
  const plan = await client.query(
    `explain (analyze, format json) ${statements[0]!.text}`,
    statements[0]!.values,
  );
  return (plan.rows[0] as { 'QUERY PLAN': { 'Execution Time': number }[] })['QUERY PLAN'][0]![
    'Execution Time'
  ];
}

/**
 * The route's floor (support/sql-floor-server.mjs) in a process of its own: its statements, as
 * the SQL alone sends them, and its answer over the barest HTTP.
 */
async function startFloor(
  floorPort: number,
  databaseUrl: string,
  options: string | undefined,
  capture: Capture,
) {
  const child = fork(path.join(root, 'bench/support/sql-floor-server.mjs'), [String(floorPort)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', () => reject(new Error('the floor exited before it was ready')));
  });
  child.send({ databaseUrl, options, statements: capture.statements, body: capture.body });
  await ready;
  return { child, floorOrigin: `http://127.0.0.1:${floorPort}` };
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/** autocannon's misses go in blocks of this many (one connection each, opened by a miss left out). */
const AUTOCANNON_BLOCK = 10;

/**
 * The SQL alone and, on each app, one HTTP miss through fetch and one through a lean client
 * (support/lean-http.ts), alternating, BENCH_SQL_RUNS times (after 10 warm-up rounds): on a shared
 * machine every side then sees the same load. The apps, and the two clients, take turns going first.
 * Every AUTOCANNON_BLOCK rounds, each app in turn gets as many misses through autocannon at one
 * connection (support/autocannon-times.ts): the client the verdict reads (decision 040).
 */
async function pairedTimes(
  client: pg.Client,
  statements: Statement[],
  route: Route,
  origins: string[],
  /** The servers' processes, as `origins`: their other threads' CPU is read over the timed misses. */
  pids: number[],
) {
  // origins: the apps', then the floor's (support/sql-floor-server.mjs).
  const sql: number[] = [];
  const http: number[][] = origins.map(() => []);
  const lean: number[][] = origins.map(() => []);
  const cannon: number[][] = origins.map(() => []);
  // Each round's autocannon p50 over the SQL alone's in the same round: the machine's speed drifts
  // over seconds (drill's SQL alone read 9 ms in one run and 14 ms in the next), and a round's
  // blocks run within a fraction of a second of each other.
  const roundRatios: number[][] = origins.map(() => []);
  const sqlBlocks: number[] = [];
  const agents = origins.map(() => keptAliveAgent());
  // Misses sent to each server while timed: its other threads' CPU is read per miss.
  const misses = origins.map(() => 0);
  const viaFetch = async (appOrigin: string, index: number) => {
    misses[index]!++;
    const res = await fetch(`${appOrigin}${missPath(route)}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${route.path}: ${res.status}`);
  };
  const viaLean = async (appOrigin: string, index: number) => {
    misses[index]!++;
    const res = await leanGet(`${appOrigin}${missPath(route)}`, agents[index]!);
    if (res.status !== 200) throw new Error(`${route.path}: ${res.status}`);
  };
  for (const origin of origins) await warmUp(origin, route);
  const otherThreadsBefore = pids.map(otherThreadsCpuMicros);
  for (let run = 0; run < sqlRuns + 10; run++) {
    let started = performance.now();
    for (const statement of statements) await replay(client, statement);
    if (run >= 10) sql.push(performance.now() - started);
    // Each app goes first every other round: neither always follows the SQL alone.
    const indexes = origins.map((_, index) => index);
    for (const index of run % 2 === 0 ? indexes : indexes.reverse()) {
      const appOrigin = origins[index]!;
      const timed = [
        { times: http[index]!, send: () => viaFetch(appOrigin, index) },
        { times: lean[index]!, send: () => viaLean(appOrigin, index) },
      ];
      for (const { times, send } of run % 4 < 2 ? timed : timed.reverse()) {
        started = performance.now();
        await send();
        if (run >= 10) times.push(performance.now() - started);
      }
    }
    if (run >= 10 && (run - 9) % AUTOCANNON_BLOCK === 0) {
      // A block of the SQL alone too, back to back as autocannon's misses are: the verdict
      // compares like with like. It goes first every other block.
      const sqlRound: number[] = [];
      const cannonRound: number[][] = origins.map(() => []);
      const sides = [
        async () => {
          for (let i = 0; i < AUTOCANNON_BLOCK; i++) {
            const blockStarted = performance.now();
            for (const statement of statements) await replay(client, statement);
            sqlRound.push(performance.now() - blockStarted);
          }
        },
        ...origins.map((appOrigin, index) => async () => {
          misses[index]! += AUTOCANNON_BLOCK + 1;
          cannonRound[index] = await autocannonTimes(appOrigin, () => missPath(route), AUTOCANNON_BLOCK);
        }),
      ];
      for (const side of (run - 9) % (2 * AUTOCANNON_BLOCK) === 0 ? sides.reverse() : sides) await side();
      sqlBlocks.push(...sqlRound);
      const sqlRoundP50 = summary(sqlRound).p50;
      for (const [index, times] of cannonRound.entries()) {
        cannon[index]!.push(...times);
        roundRatios[index]!.push(summary(times).p50 / sqlRoundP50);
      }
    }
  }
  for (const agent of agents) agent.destroy();
  const otherThreadsPerMiss = pids.map(
    (pid, index) => (otherThreadsCpuMicros(pid) - otherThreadsBefore[index]!) / misses[index]!,
  );
  return {
    otherThreadsPerMiss,
    roundRatio: roundRatios.map((ratios) => summary(ratios).p50),
    sql: summary(sql),
    sqlBlocks: summary(sqlBlocks),
    http: http.map(summary),
    lean: lean.map(summary),
    cannon: cannon.map(summary),
  };
}

/**
 * The route's misses at its connections until the server runs compiled code (steady state): see
 * the header's "steady state".
 */
async function warmUp(origin: string, route: Route) {
  if (warmupMisses === 0) return;
  const result = await autocannon({
    url: `${origin}${route.path}`,
    connections: route.connections,
    amount: warmupMisses,
    headers: { 'accept-encoding': 'gzip, deflate' },
    requests: [{ setupRequest: (request) => ({ ...request, path: missPath(route) }) }],
  });
  if (result.errors + result.timeouts + result.non2xx > 0)
    throw new Error(`${origin}: ${result.errors + result.timeouts + result.non2xx} failed warm-up misses`);
}

/** The app process's CPU over one second of idling, per second: taken off the CPU per request. */
async function idleCpuPerSecond(pid: number): Promise<number> {
  const before = cpuMicros(pid);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return cpuMicros(pid) - before;
}

/** autocannon at the route's connections, on misses (a new key per request) or on one kept key. */
async function loadRoute(
  appOrigin: string,
  route: Route,
  misses: boolean,
  pid: number,
  idlePerSecond: number,
) {
  const cpuBefore = cpuMicros(pid);
  const startedAt = performance.now();
  const result = await autocannon({
    url: `${appOrigin}${route.path}`,
    connections: route.connections,
    duration: seconds,
    ...(misses ? { requests: [{ setupRequest: (request) => ({ ...request, path: missPath(route) }) }] } : {}),
  });
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  const cpu = cpuMicros(pid) - cpuBefore - idlePerSecond * elapsedSeconds;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPerRequest: result.requests.total > 0 ? cpu / result.requests.total : 0,
  };
}

/** A database already seeded by an earlier run (kept with BENCH_KEEP_DATABASE=1), to time again. */
const seededName = process.env.BENCH_SEEDED_DATABASE;
const name = seededName ?? `${process.env.BENCH_DATABASE_PREFIX ?? 'bench'}_scale_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
if (!seededName) await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();
try {
  console.log(
    `scale: ${itemCount} listings; ${cpus().length} cores (${cpus()[0]?.model}), ${(totalmem() / 2 ** 30).toFixed(0)} GB, ` +
      `Node ${process.version}, ${new Date().toISOString()}, load ${load()}`,
  );
  if (!seededName) {
    const seeding = await openPostgres(databaseUrl, 2);
    const seedStarted = performance.now();
    try {
      await seeding.migrate();
      await seedCatalogue(seeding, itemCount);
    } finally {
      await seeding.close();
    }
    console.log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (database ${name})`);
  }
  const captured = await captureRoutes(databaseUrl);
  // This code, and (BENCH_COMPARE_ROOT) other code on the same database, both up for the whole run.
  const apps = [{ label: 'this code', root: undefined as string | undefined, appOrigin: origin }];
  if (compareRoot)
    apps.push({ label: 'compared code', root: compareRoot, appOrigin: `http://127.0.0.1:${port + 2}` });
  const started = [];
  for (const app of apps) {
    const appPort = new URL(app.appOrigin).port;
    const { child } = await startApp(
      app.appOrigin,
      {
        PORT: appPort,
        PUBLIC_URL: app.appOrigin,
        AUTH_SECRET: randomBytes(32).toString('hex'),
        DATABASE_URL: databaseUrl,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shareshed-scale-')),
      },
      app.root,
      profileDir
        ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, app.label.replace(' ', '-'))}`]
        : [],
    );
    started.push({ ...app, child, pid: child.pid! });
  }
  // What the statements are replayed on: a connection per route's start-up settings, as the app's.
  const replayClients = new Map<string, pg.Client>();
  const replayClientFor = async (options: string | undefined) => {
    let replayClient = replayClients.get(options ?? '');
    if (!replayClient) {
      replayClient = new pg.Client({ connectionString: databaseUrl, options });
      replayClients.set(options ?? '', replayClient);
      await replayClient.connect();
    }
    return replayClient;
  };
  try {
    console.log(
      '\n| Route | app | statements (miss) | SQL alone p50 / p95, in blocks | SQL alone p50 / p95, paired | EXPLAIN execution | ' +
        'HTTP p50 / p95 (1 conn., misses), autocannon | HTTP / SQL in blocks, autocannon: median of rounds (verdict) ' +
        '(pooled) | ' +
        'HTTP p50 / p95, fetch | HTTP / SQL paired, fetch | HTTP p50 / p95, node:http | HTTP / SQL paired, node:http | ' +
        'floor p50, autocannon / fetch / node:http (over SQL) | ' +
        "other threads' CPU per timed miss, app / floor | " +
        'connections | misses: req/s, p99, app CPU per request | kept: req/s, p99 | errors | budgets | load |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const route of routes) {
      const capture = captured.get(route.name)!;
      const statements = capture.statements;
      const options = route.session ? startupOptions(route.session) : undefined;
      const replayClient = await replayClientFor(options);
      const floor = route.misses ? await startFloor(port + 3, databaseUrl, options, capture) : null;
      const paired = await pairedTimes(
        replayClient,
        statements,
        route,
        [...started.map((app) => app.appOrigin), ...(floor ? [floor.floorOrigin] : [])],
        [...started.map((app) => app.pid), ...(floor ? [floor.child.pid!] : [])],
      ).finally(() => (floor ? stop(floor.child) : undefined));
      // Each client's times, with the SQL alone timed the same way (in blocks, or paired).
      // autocannon's ratio is the median of its rounds' (the verdict's, with the pooled one beside it).
      const clients = (index: number) => [
        {
          times: paired.cannon[index]!,
          ratio: paired.roundRatio[index]!,
          shown: `${paired.roundRatio[index]!.toFixed(2)} (pooled ${(paired.cannon[index]!.p50 / paired.sqlBlocks.p50).toFixed(2)})`,
        },
        ...[paired.http[index]!, paired.lean[index]!].map((times) => {
          const ratio = times.p50 / paired.sql.p50;
          return { times, ratio, shown: ratio.toFixed(2) };
        }),
      ];
      const floorTimes = floor ? clients(paired.cannon.length - 1) : null;
      const execution = await executionMs(replayClient, statements);
      for (const [index, app] of started.entries()) {
        const alone = paired.sql;
        const idle = await idleCpuPerSecond(app.pid);
        const missed = route.misses ? await loadRoute(app.appOrigin, route, true, app.pid, idle) : null;
        const kept = await loadRoute(app.appOrigin, { ...route, misses: false }, false, app.pid, idle);
        const errors = kept.errors + (missed?.errors ?? 0);
        // The SQL alone is this code's statements: compared code is read by its HTTP and CPU only.
        const ours = app.root === undefined;
        // The verdict's client: autocannon, against the SQL alone in blocks of the same rounds
        // (decisions 040 and 047).
        const cannonOver = paired.roundRatio[index]!;
        const verdicts = [
          route.maxSqlMs && ours
            ? `SQL < ${route.maxSqlMs} ms ${alone.p50 < route.maxSqlMs ? 'met' : 'NOT met'}`
            : null,
          route.maxOverSql && ours
            ? `HTTP <= ${route.maxOverSql}x SQL ${cannonOver <= route.maxOverSql ? 'met' : 'NOT met'}`
            : null,
          missed
            ? `>= ${route.minRps} req/s on misses ${missed.rps >= route.minRps ? 'met' : 'NOT met'}`
            : null,
          `>= ${route.minRps} req/s kept ${kept.rps >= route.minRps ? 'met' : 'NOT met'}`,
        ].filter(Boolean);
        console.log(
          `| ${route.name} | ${app.label} | ${ours ? statements.length : '-'} | ` +
            [paired.sqlBlocks, alone]
              .map(({ p50, p95 }) => (ours ? `${p50.toFixed(2)} / ${p95.toFixed(2)} ms` : '-'))
              .join(' | ') +
            ' | ' +
            `${ours && execution !== null ? `${execution.toFixed(2)} ms` : '-'} | ` +
            clients(index)
              .map(({ times, shown }) =>
                route.misses
                  ? `${times.p50.toFixed(2)} / ${times.p95.toFixed(2)} ms | ${ours ? shown : '-'}`
                  : '- | -',
              )
              .join(' | ') +
            ` | ${floorTimes && ours ? `${floorTimes.map(({ times }) => times.p50.toFixed(2)).join(' / ')} ms (${floorTimes.map(({ ratio }) => ratio.toFixed(2)).join(' / ')})` : '-'} | ` +
            `${paired.otherThreadsPerMiss[index]!.toFixed(0)}${floor ? ` / ${paired.otherThreadsPerMiss.at(-1)!.toFixed(0)}` : ''} µs | ${route.connections} | ` +
            `${missed ? `${missed.rps.toFixed(0)}, ${missed.p99} ms, ${missed.cpuPerRequest.toFixed(0)} µs` : '-'} | ` +
            `${kept.rps.toFixed(0)}, ${kept.p99} ms | ${errors} | ${verdicts.join('; ')} | ${load()} |`,
        );
      }
    }
  } finally {
    for (const replayClient of replayClients.values()) await replayClient.end();
    for (const app of started) await stop(app.child);
  }
} finally {
  if (!seededName && process.env.BENCH_KEEP_DATABASE !== '1')
    await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
