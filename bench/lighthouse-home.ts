/**
 * Lighthouse (mobile) on home as a guest, in Debian's Chromium. Targets: performance >= 0.95,
 * accessibility 1.0. The guest flag is set in the browser first, and storage is kept across
 * Lighthouse's load (disableStorageReset), since a new visitor would see the welcome page.
 * Run: node scripts/run-ts.mjs bench/lighthouse-home.ts
 */
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startServer } from './support/server';

// BENCH_PORT: engineers sharing a machine each bench on their own port.
const server = await startServer(Number(process.env.BENCH_PORT ?? 4198));
const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const results: Record<string, { performance: number; accessibility: number }> = {};
  for (const [name, guest] of [
    ['home (guest)', true],
    ['welcome', false],
  ] as const) {
    const page = await browser.newPage();
    await page.goto(`${server.url}/robots.txt`);
    await page.evaluate((isGuest: boolean) => {
      if (isGuest) window.localStorage.setItem('guest_mode', 'true');
      else window.localStorage.clear();
    }, guest);
    const result = await lighthouse(
      `${server.url}/`,
      {
        onlyCategories: ['performance', 'accessibility'],
        formFactor: 'mobile',
        disableStorageReset: true,
        logLevel: 'error',
      },
      undefined,
      page,
    );
    const categories = result?.lhr.categories;
    results[name] = {
      performance: categories?.performance?.score ?? 0,
      accessibility: categories?.accessibility?.score ?? 0,
    };
    const audits = result?.lhr.audits ?? {};
    console.log(
      `${name}: performance ${results[name].performance}, accessibility ${results[name].accessibility}; ` +
        `FCP ${audits['first-contentful-paint']?.displayValue}, LCP ${audits['largest-contentful-paint']?.displayValue}, ` +
        `TBT ${audits['total-blocking-time']?.displayValue}, CLS ${audits['cumulative-layout-shift']?.displayValue}`,
    );
    for (const audit of Object.values(audits)) {
      if (
        audit.score !== null &&
        audit.score < 1 &&
        (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric')
      ) {
        if (result?.lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id)) {
          console.log(`  accessibility: ${audit.id}: ${audit.title}`);
        }
      }
    }
    await page.close();
  }
  const home = results['home (guest)'];
  process.exitCode = home && home.performance >= 0.95 && home.accessibility === 1 ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
