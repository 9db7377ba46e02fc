import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** The load average (1 / 5 / 15 min), printed next to every figure: the machine is shared. */
export const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

/**
 * `npm start` (scripts/start.mjs, production) with `env`; resolves once `origin`/api/health
 * answers, with the milliseconds from spawning the process to that answer.
 */
export async function startApp(
  origin: string,
  env: Record<string, string>,
  appRoot = root,
  /** Node's own flags (such as --cpu-prof, which NODE_OPTIONS may not carry). */
  nodeArgs: string[] = [],
) {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
    cwd: appRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
  });
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error('the app exited before it was healthy');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, startMs: performance.now() - started };
}

/** Resident memory of a process, in MB. */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/**
 * CPU time (user + system) a process has used so far, in microseconds, from /proc (10 ms
 * ticks): read before and after a fixed load, it gives the CPU per request, which the machine's
 * load distorts far less than req/s.
 */
export function cpuMicros(pid: number): number {
  return statCpuMicros(`/proc/${pid}/stat`);
}

/**
 * CPU time the process's threads other than its main thread have used so far (V8's workers:
 * compiling hot functions, collecting garbage; libuv's pool), in microseconds, as cpuMicros.
 * While it grows per request, the process is still warming up.
 */
export function otherThreadsCpuMicros(pid: number): number {
  return readdirSync(`/proc/${pid}/task`)
    .filter((thread) => thread !== String(pid))
    .reduce((sum, thread) => sum + statCpuMicros(`/proc/${pid}/task/${thread}/stat`), 0);
}

function statCpuMicros(statPath: string): number {
  const stat = readFileSync(statPath, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100;
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
