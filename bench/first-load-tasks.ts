/**
 * The main thread's tasks on a first visit (cold cache, as a guest on a phone-sized screen), from
 * Chromium's own trace: what Lighthouse's total blocking time is made of, measured so that a loaded
 * machine does not move it. Lighthouse (bench/lighthouse.ts) simulates a phone four times slower
 * than this machine from the tasks' wall time, which another process on a shared 2-core machine
 * stretches 2 to 10 times; a task's thread time (`tdur`, CPU the main thread itself used) is what
 * the page's code costs. Per page, the median over BENCH_RUNS visits of:
 *   - blocking: the sum over every task from navigation to load of (4 x its thread time - 50 ms),
 *     where positive: Lighthouse's total blocking time if every task fell after the first paint,
 *     which its simulation can make them do (on a slow network it places the start-up tasks later
 *     than the first paint it computes);
 *   - after FCP: the same over the tasks that start after the observed first paint, which
 *     Lighthouse counts in every case (a task that draws the first paint, or runs the page's
 *     scripts before it, it may count in the first paint instead);
 *   - long: how many tasks are over 50 ms at 4 x, and the largest;
 *   - CPU x 4 before and after the observed first paint, and the observed FCP and LCP (this machine,
 *     unthrottled: for the order of events, not for the targets).
 * With BENCH_COMPARE_ROOT (a checkout of other code, e.g. `git worktree add --detach dir main`
 * with node_modules linked and built), its app runs beside this one on the same data, and the
 * visits alternate.
 *
 * Run: node scripts/run-ts.mjs bench/first-load-tasks.ts
 * Env: BENCH_PORT (4198; the compared app uses the next), BENCH_RUNS (7), BENCH_PAGES (home,search,
 *      item,welcome), BENCH_DATA_DIR (seeded demo data to reuse), BENCH_COMPARE_ROOT, BENCH_TASKS
 *      (1: each long task's top-level work, one line per task).
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { type DemoPage, demoDataDir, demoPages } from './support/demo-pages';
import { CHROMIUM_ARGS, CHROMIUM_PATH, type RunningServer, startServer } from './support/server';

/** Lighthouse's mobile CPU slowdown and the length past which a task blocks. */
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { documentLoaderURL?: string; url?: string; functionName?: string } };
}

interface Visit {
  blocking: number;
  blockingAfterFcp: number;
  long: number;
  largest: number;
  cpuBeforeFcp: number;
  cpuAfterFcp: number;
  fcp: number;
  lcp: number;
}

async function visit(browser: Browser, origin: string, page: DemoPage): Promise<Visit> {
  const tab = await browser.newPage();
  await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await tab.goto(`${origin}/robots.txt`);
  await tab.evaluate((isGuest: boolean) => {
    if (isGuest) window.localStorage.setItem('guest_mode', 'true');
    else window.localStorage.clear();
  }, page.guest);
  await tab.tracing.start({
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'blink.user_timing',
    ],
  });
  await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle0' });
  // What the page starts once loaded (the chat helper, the language switcher) is in the trace too.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const trace = await tab.tracing.stop();
  await tab.close();
  if (!trace) throw new Error('no trace');
  const events = (JSON.parse(Buffer.from(trace).toString()) as { traceEvents: TraceEvent[] }).traceEvents;

  const pathname = page.path.split('?')[0] ?? page.path;
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.documentLoaderURL?.includes(`${origin}${pathname}`),
  );
  if (!navigation) throw new Error(`no navigation to ${page.path} in the trace`);
  const inPage = (event: TraceEvent) => event.pid === navigation.pid && event.ts >= navigation.ts;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && inPage(event));
  const lcp = events
    .filter((event) => event.name === 'largestContentfulPaint::Candidate' && inPage(event))
    .at(-1);
  if (!fcp) throw new Error(`${page.path} painted nothing`);
  const tasks = events.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && inPage(event) && event.tid === navigation.tid,
  );
  const result: Visit = {
    blocking: 0,
    blockingAfterFcp: 0,
    long: 0,
    largest: 0,
    cpuBeforeFcp: 0,
    cpuAfterFcp: 0,
    fcp: (fcp.ts - navigation.ts) / 1000,
    lcp: ((lcp ?? fcp).ts - navigation.ts) / 1000,
  };
  for (const task of tasks) {
    const slowed = ((task.tdur ?? task.dur ?? 0) / 1000) * CPU_SLOWDOWN;
    if (task.ts < fcp.ts) result.cpuBeforeFcp += slowed;
    else result.cpuAfterFcp += slowed;
    if (slowed > LONG_TASK_MS) {
      result.blocking += slowed - LONG_TASK_MS;
      if (task.ts >= fcp.ts) result.blockingAfterFcp += slowed - LONG_TASK_MS;
      result.long++;
    }
    result.largest = Math.max(result.largest, slowed);
    if (showTasks && slowed > LONG_TASK_MS) describeTask(task, events, navigation.ts, slowed);
  }
  return result;
}

/**
 * With BENCH_TASKS=1: one line per long task, with what ran at its top level (script evaluation
 * with its file, function calls, timers, style and layout), so a change can aim at the right one.
 */
function describeTask(task: TraceEvent, events: TraceEvent[], start: number, slowed: number) {
  const end = task.ts + (task.dur ?? 0);
  const inside = events.filter(
    (event) =>
      event.tid === task.tid &&
      event.pid === task.pid &&
      event.ph === 'X' &&
      event !== task &&
      event.ts >= task.ts &&
      event.ts + (event.dur ?? 0) <= end,
  );
  // Top level: not within another event of the task.
  const top = inside.filter(
    (event) =>
      !inside.some(
        (outer) =>
          outer !== event &&
          outer.ts <= event.ts &&
          outer.ts + (outer.dur ?? 0) >= event.ts + (event.dur ?? 0) &&
          (outer.dur ?? 0) > (event.dur ?? 0),
      ),
  );
  const parts = top
    .filter((event) => (event.tdur ?? event.dur ?? 0) >= 1000)
    .map((event) => {
      const data = event.args?.data;
      const where = data?.url ? ` ${data.url.split('/').at(-1)}` : '';
      const fn = data?.functionName ? ` ${data.functionName}` : '';
      return `${event.name}${where}${fn} ${Math.round(((event.tdur ?? event.dur ?? 0) / 1000) * CPU_SLOWDOWN)}`;
    });
  console.log(
    `  task at ${Math.round((task.ts - start) / 1000)} ms, ${Math.round(slowed)} ms x4: ${parts.join(', ')}`,
  );
}

const showTasks = process.env.BENCH_TASKS === '1';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function report(label: string, page: DemoPage, visits: Visit[]) {
  const of = (key: keyof Visit) => Math.round(median(visits.map((one) => one[key])));
  console.log(
    `${label} ${page.name}: blocking ${of('blocking')} ms [${visits.map((one) => Math.round(one.blocking)).join(' ')}], ` +
      `after FCP ${of('blockingAfterFcp')} ms, ` +
      `long ${of('long')} (largest ${of('largest')} ms), CPU x${CPU_SLOWDOWN} before FCP ${of('cpuBeforeFcp')} ms, ` +
      `after ${of('cpuAfterFcp')} ms; observed FCP ${of('fcp')} ms, LCP ${of('lcp')} ms`,
  );
}

const port = Number(process.env.BENCH_PORT ?? 4198);
const runs = Number(process.env.BENCH_RUNS ?? 7);
const compareRoot = process.env.BENCH_COMPARE_ROOT;
const dataDir = await demoDataDir();
/** Each app timed: this code's, and the compared checkout's. */
const sides: { label: string; server: RunningServer }[] = [
  { label: 'this code', server: await startServer(port, { DATA_DIR: dataDir }) },
];
if (compareRoot) {
  // A copy of the data: an embedded database is opened by one process at a time.
  const copy = mkdtempSync(path.join(tmpdir(), 'shareshed-demo-copy-'));
  cpSync(dataDir, copy, { recursive: true });
  sides.push({ label: compareRoot, server: await startServer(port + 1, { DATA_DIR: copy }, compareRoot) });
}
const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const page of await demoPages(sides[0]?.server.url ?? '')) {
    // One visit each first: the servers keep answers and pages after their first request.
    for (const { server } of sides) await visit(browser, server.url, page);
    const visits = new Map(sides.map((side) => [side, [] as Visit[]]));
    for (let run = 0; run < runs; run++)
      for (const side of sides) visits.get(side)?.push(await visit(browser, side.server.url, page));
    for (const side of sides) report(side.label, page, visits.get(side) ?? []);
  }
} finally {
  await browser.close();
  for (const { server } of sides) await server.stop();
}
