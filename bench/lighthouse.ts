/**
 * Lighthouse (mobile) in Debian's Chromium on the demo data (`npm run demo` into a throwaway
 * embedded database): home, search and an item page as a guest, and the welcome page a new visitor
 * sees. Targets (issue 18): performance >= 0.98 and accessibility 1.0 on home, search and the item
 * page. The guest flag is set in the browser first, and storage is kept across Lighthouse's load
 * (disableStorageReset), since a new visitor would see the welcome page.
 * Run: node scripts/run-ts.mjs bench/lighthouse.ts (BENCH_PORT: the port to serve on;
 * BENCH_RUNS: how many times each page is measured, default 1; BENCH_PAGES: a comma list of page
 * names to measure (home, search, item, welcome); BENCH_DATA_DIR: a folder already seeded by an
 * earlier run, to skip the 20 s of seeding; BENCH_HTTPS=0: straight to the app over HTTP/1.1;
 * BENCH_APP_ROOT: another checkout, built, whose app to serve, to compare its pages with the same
 * bench).
 * By default the browser reaches the app as in production, through a TLS front speaking HTTP/2
 * (./support/https-front.ts, on BENCH_PORT + 1; decision 041). Each page prints what explains its
 * score (see ./support/lighthouse-diagnostics.ts) and its full JSON report is kept in a temp folder.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { demoDataDir, demoPages } from './support/demo-pages';
import { startHttpsFront } from './support/https-front';
import { printDiagnostics } from './support/lighthouse-diagnostics';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startServer } from './support/server';

const PERFORMANCE_TARGET = 0.98;

const runs = Number(process.env.BENCH_RUNS ?? 1);
const reportDir = mkdtempSync(path.join(tmpdir(), 'shareshed-lighthouse-reports-'));
const dataDir = await demoDataDir();
console.log(`demo data in ${dataDir} (BENCH_DATA_DIR to reuse it); JSON reports in ${reportDir}`);

const port = Number(process.env.BENCH_PORT ?? 4198);
const https = process.env.BENCH_HTTPS !== '0';
// Behind the front, the app's public address is the front's (its photo URLs, its cookies).
const publicUrl = https ? `https://127.0.0.1:${port + 1}` : `http://127.0.0.1:${port}`;
const server = await startServer(
  port,
  { DATA_DIR: dataDir, PUBLIC_URL: publicUrl, ...(https ? { TRUST_PROXY: '1' } : {}) },
  process.env.BENCH_APP_ROOT || undefined,
);
const front = https ? await startHttpsFront(port + 1, server.url) : null;
const siteUrl = front?.url ?? server.url;
const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, ...(https ? ['--ignore-certificate-errors'] : [])],
});
try {
  const pages = await demoPages(server.url);
  console.log(`${siteUrl}: ${https ? 'through a TLS front, HTTP/2' : 'straight to the app, HTTP/1.1'}`);
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  let failed = false;
  for (let run = 1; run <= runs; run++)
    for (const { key, name, path: pagePath, guest, target } of pages) {
      const page = await browser.newPage();
      // Every page as on a first visit: storage is kept (disableStorageReset, for the guest flag
      // set below), so the HTTP cache is cleared here, or later pages would load the framework
      // from what earlier ones cached.
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      await page.goto(`${siteUrl}/robots.txt`);
      await page.evaluate((isGuest: boolean) => {
        if (isGuest) window.localStorage.setItem('guest_mode', 'true');
        else window.localStorage.clear();
      }, guest);
      const result = await lighthouse(
        `${siteUrl}${pagePath}`,
        {
          onlyCategories: ['performance', 'accessibility'],
          formFactor: 'mobile',
          disableStorageReset: true,
          logLevel: 'error',
        },
        undefined,
        page,
      );
      if (result) writeFileSync(path.join(reportDir, `${key}-${run}.json`), JSON.stringify(result.lhr));
      const categories = result?.lhr.categories;
      const performance = categories?.performance?.score ?? 0;
      const accessibility = categories?.accessibility?.score ?? 0;
      const audits = result?.lhr.audits ?? {};
      const ok = performance >= PERFORMANCE_TARGET && accessibility === 1;
      if (target) failed ||= !ok;
      console.log(
        `${runs > 1 ? `run ${run}, ` : ''}${name}: performance ${performance}, accessibility ${accessibility}; ` +
          `FCP ${audits['first-contentful-paint']?.displayValue}, LCP ${audits['largest-contentful-paint']?.displayValue}, ` +
          `TBT ${audits['total-blocking-time']?.displayValue}, CLS ${audits['cumulative-layout-shift']?.displayValue}` +
          (target ? (ok ? ' OK' : ' BELOW TARGET') : ''),
      );
      for (const audit of Object.values(audits)) {
        if (
          audit.score !== null &&
          audit.score < 1 &&
          (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric') &&
          categories?.accessibility?.auditRefs.some((ref) => ref.id === audit.id)
        ) {
          console.log(`  accessibility: ${audit.id}: ${audit.title}`);
        }
      }
      // A failed recording scores 0 (e.g. NO_NAVSTART on a loaded machine): say so, so it is re-run, not read.
      if (result?.lhr.runtimeError) console.log(`  Lighthouse error: ${result.lhr.runtimeError.code}`);
      if (result) printDiagnostics(result.lhr);
      await page.close();
    }
  process.exitCode = failed ? 1 : 0;
} finally {
  await browser.close();
  await front?.stop();
  await server.stop();
}
