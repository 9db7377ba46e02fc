import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './db/client';

const root = path.resolve(import.meta.dirname, '../..');
let child: ChildProcess | undefined;

function startServer(env: Record<string, string>) {
  const output: string[] = [];
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
  return { output, exited };
}

async function waitForHealth(url: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('stops gracefully on SIGTERM and leaves an embedded database that opens again intact', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shareshed-boot-'));
    const port = 4300 + Math.floor(Math.random() * 500);
    const { output, exited } = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(`http://127.0.0.1:${port}/api/health`);

    child?.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output.join('')).toContain('stopped cleanly');

    const reopened = await openPglite(path.join(dataDir, 'db'));
    const result = (await reopened.db.execute(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    )) as {
      rows: { n: number }[];
    };
    expect(result.rows[0]?.n).toBeGreaterThan(0);
    await reopened.close();
  }, 60_000);

  it('refuses to start on a bad setting and names the variable', async () => {
    const { output, exited } = startServer({ PORT: 'not-a-port' });
    expect(await exited).toBe(1);
    expect(output.join('')).toMatch(/PORT/);
  }, 30_000);
});
