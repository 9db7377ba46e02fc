import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isStale } from './stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** Where the built app goes; WEB_DIST_DIR lets parallel test runs keep separate builds. */
const outDir = path.resolve(root, process.env.WEB_DIST_DIR ?? 'dist/web');
const marker = path.join(outDir, '.vite/manifest.json');
// patches/ and the guard that checks them (decision 038) change what preact/hooks the build holds.
const inputs = [
  'src/web',
  'src/shared',
  'public',
  'vite.config.ts',
  'package.json',
  'tsconfig.json',
  'patches',
  'scripts/preact-hooks-guard.ts',
];

/** True when the built web app is missing or older than any of its sources. */
export function webBuildIsStale() {
  return isStale(marker, root, inputs);
}

export function buildWeb() {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: root,
      stdio: 'inherit',
      // Always the production build: a server started with NODE_ENV=test (browser tests) must not
      // get the libraries' development builds (warnings and checks) when it rebuilds.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) {
    console.error('The web build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

export function ensureWebBuild() {
  if (webBuildIsStale()) {
    console.log('Building the web app (missing or out of date)...');
    buildWeb();
  }
}
