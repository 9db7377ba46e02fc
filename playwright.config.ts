import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// Every run starts on an empty embedded database.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'shareshed-e2e-'));

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const desktop = { ...devices['Desktop Chrome'], launchOptions: chromium };
const mobile = { ...devices['Pixel 7'], launchOptions: chromium };
const emptyCatalogue = /@empty-catalogue/;
const firstRun = ['desktop-empty-catalogue', 'mobile-empty-catalogue'];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `test-results/${port}`,
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromium },
  // The server and its database are shared by every test. Tests that need a catalogue with
  // nothing listed yet (tagged @empty-catalogue) run first, in their own projects; the rest wait
  // for them, so an item listed by one test never turns up in another's empty state.
  projects: [
    { name: 'desktop-empty-catalogue', grep: emptyCatalogue, use: desktop },
    { name: 'mobile-empty-catalogue', grep: emptyCatalogue, use: mobile },
    { name: 'desktop', grepInvert: emptyCatalogue, dependencies: firstRun, use: desktop },
    { name: 'mobile', grepInvert: emptyCatalogue, dependencies: firstRun, use: mobile },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ADMIN_EMAILS: 'admin@e2e.test',
      // No internet here: the map's tiles come from this origin, where the tests answer them.
      MAP_TILE_URL: `${baseURL}/e2e-tiles/{z}/{x}/{y}.png`,
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
