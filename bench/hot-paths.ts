/**
 * The hot paths against the floor, side by side in one run (issue 18). Everything runs on this
 * machine at once, so only the ratios within one run mean anything; the load average is printed.
 *
 *   - the floor: a minimal Hono app on @hono/node-server answering JSON from memory
 *     (bench/support/floor-server.mjs), in a process of its own;
 *   - the app: `npm start` (scripts/start.mjs, NODE_ENV=production) in a process of its own, on
 *     the demo data (`npm run demo`) in a throwaway Postgres database, or in an embedded PGlite
 *     folder (one connection);
 *   - the load: autocannon from this process, `BENCH_CONNECTIONS` connections for
 *     `BENCH_SECONDS` per route, the floor and the app alternating per route.
 *
 * Also printed: start-up time to a healthy /api/health, idle RSS of the app process, SQL
 * statements per request (counted on an in-process copy of the app), and with BENCH_MIXED=1 a
 * fixed-rate mix of anonymous browsing (300 req/s for BENCH_MIXED_SECONDS, default 60).
 *
 * Run: node scripts/run-ts.mjs bench/hot-paths.ts
 * Env: BENCH_DATABASE_URL (a Postgres server; default postgres://postgres@127.0.0.1:5432/test),
 *      BENCH_ONLY (postgres | pglite), BENCH_PORT (default 4650; the floor uses the next port,
 *      the statement counter the one after), BENCH_SECONDS (default 5), BENCH_CONNECTIONS
 *      (default 10), BENCH_MIXED, BENCH_MIXED_SECONDS, BENCH_MIXED_RATE (default 300),
 *      BENCH_COMPARE_ROOT (a checkout of other code, e.g. `git archive main | tar -x -C dir` with
 *      node_modules linked: its app runs on the same database in the same run, on BENCH_PORT + 3;
 *      on Postgres both apps run at once and each route is loaded on the floor, the compared
 *      code and this code back to back, so each pair meets the same machine load).
 *
 * CPU per request: the app process's user + system CPU time (/proc) over each route's load,
 * less what it uses idle in the same time (the least of three 1 s windows before the routes),
 * divided by the requests answered. The floor's is measured the same way, and their quotient
 * ("CPU app/floor") is the figure a loaded machine distorts least.
 */
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/server/db/client';
import { DEMO_ACCOUNTS } from '../src/server/demo/seed';
import { cpuMicros, load, root, rssMb, startApp, stop } from './support/app-process';
import { serveApp } from './support/in-process-app';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const only = process.env.BENCH_ONLY;
const port = Number(process.env.BENCH_PORT ?? 4650);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Route {
  name: string;
  path: string;
  signedIn?: boolean;
}

/** The app process, and the CPU it uses per second with no request (timers, the job queue's polling). */
interface Measured {
  pid: number;
  idleMicrosPerSecond: number;
}

/**
 * The least CPU per second over three 1 s windows with no request: one window can catch a burst
 * (the JIT after start-up, the job queue's maintenance) that would then be taken off every route.
 */
async function idleCpu(pid: number): Promise<number> {
  let least = Number.POSITIVE_INFINITY;
  for (let window = 0; window < 3; window += 1) {
    const before = cpuMicros(pid);
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    least = Math.min(least, ((cpuMicros(pid) - before) * 1000) / (performance.now() - started));
  }
  return least;
}

async function cannon(url: string, headers: Record<string, string> = {}, app?: Measured) {
  const cpuBefore = app ? cpuMicros(app.pid) : 0;
  const started = performance.now();
  const result = await autocannon({ url, connections, duration: seconds, headers });
  // The idle share is taken out: at a few requests per second it would otherwise be most of it.
  const background = app ? (app.idleMicrosPerSecond * (performance.now() - started)) / 1000 : 0;
  return {
    cpuPerRequest: app ? (cpuMicros(app.pid) - cpuBefore - background) / result.requests.total : Number.NaN,
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

/** The floor process, measured like the app (it is idle between loads: nothing to take off). */
let floorProcess: Measured | undefined;

function startFloor(): Promise<ChildProcess> {
  const child = fork(path.join(root, 'bench/support/floor-server.mjs'), [String(port + 1)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  floorProcess = { pid: child.pid!, idleMicrosPerSecond: 0 };
  return new Promise((resolve) => child.once('message', () => resolve(child)));
}

function seedDemo(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'src/server/demo/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'development', ...env },
  });
  if (result.status !== 0) throw new Error('npm run demo failed');
}

async function signInCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.renter.email, password: DEMO_ACCOUNTS.renter.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function routesOf(base: string): Promise<Route[]> {
  const featured = (await (await fetch(`${base}/api/items/featured?limit=8`)).json()) as {
    items: { id: string }[];
  };
  const id = featured.items[0]?.id;
  if (!id) throw new Error('no demo items');
  return [
    { name: 'health', path: '/api/health' },
    { name: 'item detail', path: `/api/items/${id}` },
    { name: 'item detail, signed in', path: `/api/items/${id}`, signedIn: true },
    { name: 'item page HTML', path: `/items/${id}` },
    { name: 'search ?q=drill', path: '/api/search?q=drill' },
    { name: 'home featured', path: '/api/items/featured?limit=8' },
    { name: 'category counts', path: '/api/items/categories' },
    { name: 'home HTML', path: '/' },
  ];
}

/**
 * SQL statements per request, counted on a copy of the app served from this process (every
 * pg client query is counted; the listening connections send nothing while it runs).
 */
async function statementsPerRequest(
  databaseUrl: string,
  routes: Route[],
  cookie: string,
): Promise<Map<string, number>> {
  const database = await openPostgres(databaseUrl, 4);
  const served = await serveApp(database, port + 2, path.join(root, 'dist/web'));
  let statements = 0;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    statements += 1;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  const counts = new Map<string, number>();
  try {
    for (const route of routes) {
      const headers = route.signedIn ? { cookie } : undefined;
      // Twice first: what is kept in memory (settings, the session) is kept by then.
      await fetch(`${served.url}${route.path}`, { headers });
      await fetch(`${served.url}${route.path}`, { headers });
      statements = 0;
      await fetch(`${served.url}${route.path}`, { headers });
      counts.set(route.name, statements);
    }
  } finally {
    pg.Client.prototype.query = original;
    await served.stop();
    await database.close();
  }
  return counts;
}

/**
 * 300 req/s of the anonymous routes for 60 s from 32 connections. The floor gets the same paths at
 * the same rate just before: on this shared machine the client and the scheduler alone add tens of
 * milliseconds at p99, and the floor's figure shows how much of the app's is theirs.
 */
async function mixedBrowsing(origin: string, routes: Route[]) {
  const anonymous = routes.filter((route) => !route.signedIn && route.name !== 'health');
  const floor = await browse(`http://127.0.0.1:${port + 1}`, anonymous);
  const app = await browse(origin, anonymous);
  console.log(`floor ${floor}\n  app ${app}`);
}

async function browse(origin: string, routes: Route[]) {
  const rate = Number(process.env.BENCH_MIXED_RATE ?? 300);
  const duration = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
  const result = await autocannon({
    url: origin,
    connections: 32,
    overallRate: rate,
    duration,
    requests: routes.map((route) => ({ method: 'GET', path: route.path })),
  });
  return (
    `mixed anonymous browsing at ${rate} req/s for ${duration} s: ${result.requests.average.toFixed(0)} req/s, ` +
    `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.timeouts}, ` +
    `non-2xx ${result.non2xx} (load ${load()})`
  );
}

interface Code {
  label: string;
  root: string;
}

async function run(kind: 'postgres' | 'pglite', env: Record<string, string>, databaseUrl?: string) {
  const compare = process.env.BENCH_COMPARE_ROOT;
  const codes: Code[] = [
    ...(compare ? [{ label: `compared (${compare})`, root: compare }] : []),
    { label: 'this code', root },
  ];
  // On Postgres both apps run at once and take turns route by route, so each pair meets the same
  // load; PGlite allows one process per data folder, so there they run one after the other.
  if (databaseUrl) await measure(kind, env, databaseUrl, codes);
  else for (const code of codes) await measure(kind, env, undefined, [code]);
}

interface RunningApp extends Measured {
  label: string;
  origin: string;
  cookie: string;
}

async function measure(
  kind: string,
  env: Record<string, string>,
  databaseUrl: string | undefined,
  codes: Code[],
) {
  console.log(`\n## ${kind} (demo data), load average ${load()}`);
  const children: ChildProcess[] = [];
  try {
    const started: { code: Code; origin: string; pid: number; startMs: number }[] = [];
    for (const code of codes) {
      // This code on BENCH_PORT, compared code three ports up (the floor and the counter sit between).
      const appPort = code.root === root ? port : port + 3;
      const origin = `http://127.0.0.1:${appPort}`;
      const { child, startMs } = await startApp(
        origin,
        { ...env, PORT: String(appPort), PUBLIC_URL: origin },
        code.root,
      );
      children.push(child);
      started.push({ code, origin, pid: child.pid!, startMs });
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const apps: RunningApp[] = [];
    for (const { code, origin, pid, startMs } of started) {
      const idleMicrosPerSecond = await idleCpu(pid);
      console.log(
        `${code.label}: start-up to healthy ${startMs.toFixed(0)} ms; idle RSS ${rssMb(pid).toFixed(0)} MB; ` +
          `idle CPU ${(idleMicrosPerSecond / 1000).toFixed(1)} ms/s`,
      );
      apps.push({ label: code.label, origin, pid, idleMicrosPerSecond, cookie: await signInCookie(origin) });
    }
    const ours = apps.at(-1)!;
    const routes = await routesOf(ours.origin);
    const statements = databaseUrl ? await statementsPerRequest(databaseUrl, routes, ours.cookie) : new Map();
    for (const app of apps) {
      // Warm-up: every route for a moment, so the first one measured is not the JIT's.
      await autocannon({
        url: app.origin,
        connections,
        duration: 2,
        headers: { cookie: app.cookie },
        requests: routes.map((route) => ({ method: 'GET', path: route.path })),
      });
    }
    console.log(
      '\n| Route | code | floor req/s | app req/s | app/floor | app p99 | app CPU per request | floor CPU per request | CPU app/floor | SQL statements | failed | load |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const route of routes) {
      const floor = await cannon(`http://127.0.0.1:${port + 1}${route.path}`, {}, floorProcess);
      for (const app of apps) {
        const measured = await cannon(
          `${app.origin}${route.path}`,
          route.signedIn ? { cookie: app.cookie } : {},
          app,
        );
        console.log(
          `| ${route.name} | ${app.label} | ${floor.rps.toFixed(0)} | ${measured.rps.toFixed(0)} | ` +
            `1/${(floor.rps / measured.rps).toFixed(1)} | ${measured.p99} ms | ${measured.cpuPerRequest.toFixed(0)} µs | ` +
            `${floor.cpuPerRequest.toFixed(0)} µs | ${(measured.cpuPerRequest / floor.cpuPerRequest).toFixed(1)}x | ` +
            `${app === ours ? (statements.get(route.name) ?? '-') : '-'} | ${measured.failed} | ${load()} |`,
        );
      }
    }
    if (process.env.BENCH_MIXED) {
      for (const app of apps) {
        process.stdout.write(`\n${app.label}: `);
        await mixedBrowsing(app.origin, routes);
      }
    }
  } finally {
    for (const child of children) await stop(child);
  }
}

async function main() {
  console.log(
    `hot paths vs floor: ${cpus().length} cores (${cpus()[0]?.model}), ${(totalmem() / 2 ** 30).toFixed(0)} GB, ` +
      `Node ${process.version}, ${new Date().toISOString()}, autocannon ${connections} connections x ${seconds} s`,
  );
  const floor = await startFloor();
  try {
    // PORT and PUBLIC_URL are each app's own (measure()).
    const common = {
      AUTH_SECRET: randomBytes(32).toString('hex'),
    };
    if (only !== 'pglite') {
      const name = `bench_hot_${Date.now()}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'shareshed-hot-pg-'));
      try {
        seedDemo({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
        await run('postgres', { ...common, DATABASE_URL: url.toString(), DATA_DIR: dataDir }, url.toString());
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
    if (only !== 'postgres') {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'shareshed-hot-pglite-'));
      seedDemo({ DATA_DIR: dataDir });
      // The seeded folder must be closed before the app opens it (one process per folder).
      await (await openPglite(path.join(dataDir, 'db'))).close();
      await run('pglite', { ...common, DATA_DIR: dataDir });
    }
  } finally {
    await stop(floor);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
