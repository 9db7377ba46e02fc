import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from '../../../scripts/server-build.mjs';

/**
 * Real server processes for tests that need them (kill -9, many processes at once): the server
 * built ahead as `npm start` runs it (decision 008), started with `node`, on a port the system
 * picks (PORT=0, read back from the log), stopped by its PID.
 */

const root = path.resolve(import.meta.dirname, '../../..');
// Inside the repository, so the bundle's packages resolve from node_modules; one per test file.
const buildDir = path.join(root, 'node_modules/.cache', `shareshed-test-server-${process.pid}`);
let built: Promise<string> | null = null;

/** Builds the server once for this test file; `removeBuild` deletes it again. */
export function serverBuild(): Promise<string> {
  built ??= buildServer(buildDir);
  return built;
}

export function removeBuild(): void {
  built = null;
  rmSync(buildDir, { recursive: true, force: true });
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  /** Everything it wrote, stdout and stderr. */
  output: string[];
  /** Resolves with the exit code (null when killed by a signal) once it has exited. */
  exited: Promise<number | null>;
  /** The port it listens on, once it says so in its log. */
  port: Promise<number>;
  /** Sends a signal to this PID (never by name); resolves once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const entry = await serverBuild();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error('server process did not start');
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      const text = String(chunk);
      output.push(text);
      const listening = /"port":(\d+)[^\n]*ShareShed is listening/.exec(text);
      if (listening) resolve(Number(listening[1]));
    });
    child.stderr?.on('data', (chunk) => output.push(String(chunk)));
    exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output.join('')}`)));
  });
  // Nobody may be left waiting on a port that never comes (the exit rejects it).
  port.catch(() => {});
  return {
    child,
    pid: child.pid,
    output,
    exited,
    port,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid as number, signal);
      return exited;
    },
  };
}

/** Polls `url` until it answers 200, or fails after `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs} ms`);
}
