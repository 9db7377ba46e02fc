// The server, built ahead of time into one ES module (decision 008): `npm start` runs plain
// JavaScript instead of transpiling every TypeScript file through tsx at each start.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isStale } from './stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist/server');
export const serverEntry = path.join(outDir, 'main.mjs');
const inputs = [
  'src/server',
  'src/shared',
  'src/web/locales',
  'package.json',
  'package-lock.json',
  'scripts/server-build.mjs',
];

/** True when the built server is missing or older than any of its sources. */
export function serverBuildIsStale() {
  return isStale(serverEntry, root, inputs);
}

/**
 * Bundles src/server/main.ts (our code only: packages stay in node_modules and are imported as
 * usual) and copies the migrations next to it, where db/client.ts looks for them. Tests that start
 * server processes build into a folder of their own (`into`); answers the entry file.
 */
export async function buildServer(into = outDir) {
  const entry = path.join(into, 'main.mjs');
  rmSync(into, { recursive: true, force: true });
  // Loaded only to build: a start on a fresh build skips its ~30 ms of loading (issue 18).
  const { build } = await import('esbuild');
  await build(serverBuildOptions(entry));
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(into, 'migrations'), { recursive: true });
  return entry;
}

/** esbuild's options for the server bundle written to `outfile`. */
export function serverBuildOptions(outfile) {
  return {
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  };
}

export async function ensureServerBuild() {
  if (serverBuildIsStale()) await buildServer();
}
