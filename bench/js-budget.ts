/**
 * JavaScript budget: the JS a browser loads for the welcome page (a new visitor) and for home
 * (a guest), gzip-compressed, until the network is idle. Budget: 100 KB gzip each (issue 18).
 * Run: node scripts/run-ts.mjs bench/js-budget.ts
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startServer } from './support/server';

const BUDGET_KB = 100;

async function measure(baseUrl: string, asGuest: boolean) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext();
  if (asGuest) await context.addInitScript(() => window.localStorage.setItem('guest_mode', 'true'));
  const page = await context.newPage();
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length });
  });
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await browser.close();
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;
  return { total, scripts };
}

// BENCH_PORT: engineers sharing a machine each bench on their own port.
const server = await startServer(Number(process.env.BENCH_PORT ?? 4199));
try {
  let failed = false;
  for (const [name, asGuest] of [
    ['welcome', false],
    ['home (guest)', true],
  ] as const) {
    const { total, scripts } = await measure(server.url, asGuest);
    const ok = total <= BUDGET_KB;
    failed ||= !ok;
    console.log(
      `${name}: ${total.toFixed(1)} KB gzip JS in ${scripts.length} files (budget ${BUDGET_KB} KB) ${ok ? 'OK' : 'OVER'}`,
    );
    for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${(script.gzip / 1024).toFixed(1).padStart(6)} KB  ${script.url}`);
    }
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await server.stop();
}
