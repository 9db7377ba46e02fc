/**
 * What explains a Lighthouse performance score, printed under each page of bench/lighthouse.ts:
 * where the main thread went, each script's cost, the long tasks, what blocked rendering, every
 * request started before the first paint (Lighthouse's simulated slow 4G counts each of them in
 * FCP and LCP), and the LCP element with its phases.
 */
import type { Result } from 'lighthouse';

type Audit = Result['audits'][string];
type Row = Record<string, unknown>;

function tableRows(audit: Audit | undefined): Row[] {
  const details = audit?.details as { type?: string; items?: Row[] } | undefined;
  return details?.type === 'table' || details?.type === 'opportunity' || details?.type === 'debugdata'
    ? (details.items ?? [])
    : [];
}

const ms = (value: unknown) => `${Math.round(Number(value ?? 0))} ms`;
const kb = (value: unknown) => `${(Number(value ?? 0) / 1024).toFixed(1)} KB`;
/** The path of a same-site URL (shorter to read); other URLs whole. */
const shortUrl = (value: unknown) =>
  String(value ?? '').replace(/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?/, '');

export function printDiagnostics(lhr: Result): void {
  const { audits } = lhr;
  const print = (line: string) => console.log(`    ${line}`);

  const breakdown = tableRows(audits['mainthread-work-breakdown'])
    .map((row) => `${row.groupLabel} ${ms(row.duration)}`)
    .join(', ');
  print(`main thread ${audits['mainthread-work-breakdown']?.displayValue ?? ''}: ${breakdown}`);

  for (const row of tableRows(audits['bootup-time'])) {
    print(
      `script ${shortUrl(row.url)}: total ${ms(row.total)}, run ${ms(row.scripting)}, parse/compile ${ms(row.scriptParseCompile)}`,
    );
  }
  for (const row of tableRows(audits['long-tasks'])) {
    print(`long task at ${ms(row.startTime)}: ${ms(row.duration)} (${shortUrl(row.url)})`);
  }
  for (const row of tableRows(audits['render-blocking-resources'])) {
    print(`render-blocking ${shortUrl(row.url)} ${kb(row.totalBytes)}, ${ms(row.wastedMs)}`);
  }

  const metrics = tableRows(audits.metrics)[0] ?? {};
  const observedFcp = Number(metrics.observedFirstContentfulPaint ?? Number.POSITIVE_INFINITY);
  print(
    `observed (unthrottled): FCP ${ms(metrics.observedFirstContentfulPaint)}, LCP ${ms(metrics.observedLargestContentfulPaint)}, load ${ms(metrics.observedLoad)}`,
  );
  const requests = tableRows(audits['network-requests']);
  const beforeFcp = requests.filter((row) => Number(row.networkRequestTime) < observedFcp);
  print(`requests started before the observed FCP: ${beforeFcp.length} of ${requests.length}`);
  for (const row of beforeFcp) {
    print(
      `  ${ms(row.networkRequestTime)} to ${ms(row.networkEndTime)} ${row.resourceType} ${row.priority} ${kb(row.transferSize)} ${shortUrl(row.url)}`,
    );
  }

  const lcpAudit = audits['largest-contentful-paint-element'];
  const lcpTables = (lcpAudit?.details as { items?: { items?: Row[] }[] } | undefined)?.items ?? [];
  const lcpNode = lcpTables[0]?.items?.[0]?.node as { snippet?: string; nodeLabel?: string } | undefined;
  if (lcpNode) print(`LCP element: ${lcpNode.snippet} "${String(lcpNode.nodeLabel ?? '').slice(0, 60)}"`);
  const phases = (lcpTables[1]?.items ?? []).map((row) => `${row.phase} ${ms(row.timing)}`).join(', ');
  if (phases) print(`LCP phases: ${phases}`);
}
