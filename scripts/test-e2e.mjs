// `npm run test:e2e`: browser tests in Debian's Chromium against a freshly built app.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { buildWeb } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
// A run on its own port (E2E_PORT) also gets its own build folder, so runs side by side
// never delete each other's files.
if (process.env.E2E_PORT && !process.env.WEB_DIST_DIR) {
  process.env.WEB_DIST_DIR = `dist/e2e-${process.env.E2E_PORT}`;
}
ensureChromium();
buildWeb();
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
