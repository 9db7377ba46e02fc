// `npm test`: every test. Unit, web and integration tests (vitest), then browser tests.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (args) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const vitest = run([path.join(root, 'node_modules/vitest/vitest.mjs'), 'run']);
if (vitest !== 0) {
  console.error('Unit/integration tests failed; browser tests not started.');
  process.exit(vitest);
}
process.exit(run([path.join(root, 'scripts/test-e2e.mjs')]));
