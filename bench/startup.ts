/**
 * Start-up and idle memory (issue 18): `npm start` on a built app, from spawning the process to
 * a healthy /api/health, and the process's resident memory once idle, on Postgres (a throwaway,
 * already migrated database) and on embedded PGlite (an already created folder). Each kind is
 * started `BENCH_ROUNDS` times, the kinds alternating, so a change in the machine's load shows
 * in both. Budgets: under 1 s to health on Postgres; idle RSS under 150 MB on Postgres and under
 * 300 MB on PGlite. The first start of each kind
 * is not counted: it creates the database, and builds the app when the build is stale.
 *
 * Run: node scripts/run-ts.mjs bench/startup.ts
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_PORT (default
 *      4650), BENCH_ROUNDS (default 3), BENCH_IDLE_MS (wait before reading RSS, default 3000).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { load, rssMb, startApp, stop } from './support/app-process';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(process.env.BENCH_PORT ?? 4650);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const idleMs = Number(process.env.BENCH_IDLE_MS ?? 3000);
const origin = `http://127.0.0.1:${port}`;

async function once(env: Record<string, string>) {
  const { child, startMs } = await startApp(origin, env);
  try {
    await new Promise((resolve) => setTimeout(resolve, idleMs));
    return { startMs, rss: rssMb(child.pid!) };
  } finally {
    await stop(child);
  }
}

const name = `bench_startup_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${name}`;
try {
  const common = { PORT: String(port), PUBLIC_URL: origin, AUTH_SECRET: randomBytes(32).toString('hex') };
  const kinds = {
    postgres: {
      ...common,
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shareshed-startup-pg-')),
    },
    pglite: { ...common, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shareshed-startup-pglite-')) },
  };
  console.log(
    `start-up: ${cpus().length} cores (${cpus()[0]?.model}), ${(totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, ${new Date().toISOString()}`,
  );
  for (const env of Object.values(kinds)) await once(env);
  console.log(
    '\n| Database | round | to healthy | idle RSS | load (1 / 5 / 15 min) |\n|---|---|---|---|---|',
  );
  const figures: Record<string, { startMs: number; rss: number }[]> = { postgres: [], pglite: [] };
  for (let round = 1; round <= rounds; round++) {
    for (const [kind, env] of Object.entries(kinds)) {
      const result = await once(env);
      figures[kind]!.push(result);
      console.log(
        `| ${kind} | ${round} | ${result.startMs.toFixed(0)} ms | ${result.rss.toFixed(0)} MB | ${load()} |`,
      );
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const pgStart = median(figures.postgres!.map((f) => f.startMs));
  const pgRss = median(figures.postgres!.map((f) => f.rss));
  const pgliteRss = median(figures.pglite!.map((f) => f.rss));
  console.log(
    `\nmedians: Postgres ${pgStart.toFixed(0)} ms to healthy (budget 1000: ${pgStart < 1000 ? 'met' : 'NOT met'}), ` +
      `idle RSS ${pgRss.toFixed(0)} MB (budget 150: ${pgRss < 150 ? 'met' : 'NOT met'}); ` +
      `PGlite ${median(figures.pglite!.map((f) => f.startMs)).toFixed(0)} ms, idle RSS ${pgliteRss.toFixed(0)} MB ` +
      `(budget 300: ${pgliteRss < 300 ? 'met' : 'NOT met'}); load ${load()}`,
  );
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
