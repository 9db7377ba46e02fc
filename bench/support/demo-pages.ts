import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../../src/server/db/client';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The demo data (`npm run demo` into an embedded database) the first-load benches open pages on:
 * BENCH_DATA_DIR when it is already seeded (skips the 20 s of seeding), else a new temp folder.
 */
export async function demoDataDir(): Promise<string> {
  const reused = process.env.BENCH_DATA_DIR;
  const dataDir = reused ?? mkdtempSync(path.join(tmpdir(), 'shareshed-demo-'));
  if (reused && existsSync(path.join(dataDir, 'db'))) return dataDir;
  const result = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'src/server/demo/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir },
  });
  if (result.status !== 0) throw new Error('npm run demo failed');
  // The seeded folder must be closed before the app opens it (one process per folder).
  await (await openPglite(path.join(dataDir, 'db'))).close();
  return dataDir;
}

/** A page the first-load benches open as a guest (the welcome page is a first visit's). */
export interface DemoPage {
  /** The short name BENCH_PAGES selects by. */
  key: string;
  name: string;
  path: string;
  guest: boolean;
  /** Held to issue 18's targets (the welcome page is measured and shown). */
  target: boolean;
}

/** Home, search, an item page (the first featured item) and the welcome page, as BENCH_PAGES selects. */
export async function demoPages(origin: string): Promise<DemoPage[]> {
  const featured = (await (await fetch(`${origin}/api/items/featured?limit=1`)).json()) as {
    items: { id: string }[];
  };
  const itemId = featured.items[0]?.id;
  if (!itemId) throw new Error('the demo data has no featured item');
  const only = process.env.BENCH_PAGES?.split(',').map((key) => key.trim());
  return [
    { key: 'home', name: 'home (guest)', path: '/', guest: true, target: true },
    { key: 'search', name: 'search (guest)', path: '/search?q=drill', guest: true, target: true },
    { key: 'item', name: 'item page (guest)', path: `/items/${itemId}`, guest: true, target: true },
    { key: 'welcome', name: 'welcome', path: '/', guest: false, target: false },
  ].filter((page) => !only || only.includes(page.key));
}
