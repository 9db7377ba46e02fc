/**
 * Analytics at scale: GET /api/admin/analytics on Postgres with 100,000 rentals (and their ledger
 * lines) and 20,000 users, through the whole app (session, admin check, queries, JSON).
 * Budget: p95 under 200 ms. Run: node scripts/run-ts.mjs bench/analytics.ts
 * Needs a Postgres server: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test);
 * a throwaway database is created on it and dropped afterwards.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { sql } from 'drizzle-orm';
import { signUpAndSignIn } from '../src/server/test/accounts';
import { createTestApp } from '../src/server/test/test-app';

const BUDGET_P95_MS = 200;
const RENTALS = 100_000;
const USERS = 20_000;
const WARMUP = 10;
const RUNS = 200;

process.env.TEST_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

const t = await createTestApp();
try {
  const db = t.database.db;
  const started = performance.now();
  // Accounts spread over the last two years.
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, created_at)
    select 'bench-' || g, 'Bench person ' || g, 'bench' || g || '@example.com', true,
           now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second'
    from generate_series(1, ${USERS}) g`);
  // Rentals over the last year in every status; money as the checkout computes it (3% fee).
  await db.execute(sql`
    insert into rentals (item_title, renter_id, owner_id, status, rental_days, daily_rate, subtotal_amount,
      platform_fee, owner_amount, security_deposit, total_amount, commission_rate, start_date, end_date,
      hold_expires_at, paid_at, created_at)
    select 'Bench item ' || (g % 5000), 'bench-' || (1 + g % ${USERS}), 'bench-' || (1 + (g * 7) % ${USERS}),
      (array['pending', 'active', 'returned', 'overdue', 'cancelled'])[1 + g % 5],
      1 + g % 7, 2500, 2500 * (1 + g % 7), round(2500 * (1 + g % 7) * 0.03),
      2500 * (1 + g % 7) - round(2500 * (1 + g % 7) * 0.03), 5000,
      2500 * (1 + g % 7) + 5000, 3,
      (now() - (g % 365) * interval '1 day')::date, (now() - (g % 365) * interval '1 day')::date + (1 + g % 7),
      now() - (g % 365) * interval '1 day' + interval '15 minutes',
      now() - (g % 365) * interval '1 day',
      now() - (g % 365) * interval '1 day' - (g % 3600) * interval '1 second'
    from generate_series(1, ${RENTALS}) g`);
  // The ledger of every paid rental: charge, fee, payout and deposit lines.
  await db.execute(sql`
    insert into ledger_entries (rental_id, event, kind, amount, party_id, created_at)
    select r.id, 'confirm', k.kind,
      case k.kind when 'charge' then r.total_amount when 'platform_fee' then r.platform_fee
        when 'owner_payout' then r.owner_amount else r.security_deposit end,
      r.owner_id, r.paid_at
    from rentals r
    cross join (values ('charge'), ('platform_fee'), ('owner_payout'), ('deposit_held')) as k(kind)
    where r.status in ('active', 'returned', 'overdue')`);
  // As autovacuum would have by now: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze`);
  const seeded = performance.now() - started;

  const admin = await signUpAndSignIn(t, {
    email: 'bench-admin@example.com',
    name: 'Bench Admin',
    admin: true,
  });
  const timings: number[] = [];
  let answer: Record<string, unknown> = {};
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const start = performance.now();
    const res = await t.request('GET', '/api/admin/analytics', undefined, admin.headers);
    answer = (await res.json()) as Record<string, unknown>;
    const elapsed = performance.now() - start;
    if (res.status !== 200) throw new Error(`analytics answered ${res.status}`);
    if (run >= WARMUP) timings.push(elapsed);
  }
  timings.sort((a, b) => a - b);
  const p50 = percentile(timings, 50);
  const p95 = percentile(timings, 95);
  const p99 = percentile(timings, 99);
  const ok = p95 < BUDGET_P95_MS;
  console.log(
    `analytics on ${t.database.kind}: ${RENTALS} rentals, ${USERS + 1} users (seeded in ${(seeded / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  machine: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')}`,
  );
  console.log(
    `  totalRentals=${answer.totalRentals} totalUsers=${answer.totalUsers} totalRevenue=${answer.totalRevenue}`,
  );
  console.log(
    `  ${RUNS} requests: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${timings.at(-1)?.toFixed(1)} ms (budget p95 < ${BUDGET_P95_MS} ms) ${ok ? 'OK' : 'OVER'}`,
  );
  if (answer.totalRentals !== RENTALS)
    throw new Error(`expected ${RENTALS} rentals, got ${answer.totalRentals}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await t.close();
}
