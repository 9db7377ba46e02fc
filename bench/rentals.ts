/**
 * Rentals throughput on Postgres: how many checkouts (create-rental-payment: price, hold the dates
 * under the exclusion constraint, open a sandbox checkout) and how many confirmations (sandbox Pay:
 * card check, conditional payment update, rental activation, deposit and ledger) the production
 * build answers per second, and their latencies, through HTTP with real session cookies.
 *
 * Run: node scripts/run-ts.mjs bench/rentals.ts
 * Env: BENCH_DATABASE_URL (a Postgres server; a throwaway database is created and dropped),
 *      BENCH_CHECKOUTS (default 1000), BENCH_CONCURRENCY (default 16), BENCH_PORT (default 4197).
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg, totalmem } from 'node:os';
import pg from 'pg';
import { captureCheckout, floorPool, replayCheckout } from './support/checkout-floor';
import { startServer } from './support/server';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const checkouts = Number(process.env.BENCH_CHECKOUTS ?? 1000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const port = Number(process.env.BENCH_PORT ?? 4197);
const ITEMS = 50;
const RENTERS = 16;
const PASSWORD = 'Sup3rSecret!';

interface Session {
  cookie: string;
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

async function call(base: string, method: string, path: string, session: Session | null, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      // As the web app sends them: same-origin requests (better-auth and the CSRF guard check it).
      origin: base,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(session ? { cookie: session.cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response;
}

async function expectOk(response: Response, what: string) {
  if (!response.ok) throw new Error(`${what} failed (${response.status}): ${await response.text()}`);
  return response;
}

async function account(base: string, db: pg.Client, email: string): Promise<Session> {
  await expectOk(
    await call(base, 'POST', '/api/auth/sign-up/email', null, {
      email,
      password: PASSWORD,
      name: email.split('@')[0],
    }),
    `sign-up ${email}`,
  );
  // Setup only: mark the address verified as the emailed link would.
  await db.query('update "user" set email_verified = true where email = $1', [email]);
  const signIn = await expectOk(
    await call(base, 'POST', '/api/auth/sign-in/email', null, { email, password: PASSWORD }),
    `sign-in ${email}`,
  );
  return { cookie: cookieOf(signIn) };
}

function day(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Runs `count` jobs with `concurrency` in flight; answers throughput and latencies. */
async function measure(name: string, count: number, job: (index: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        const t0 = performance.now();
        try {
          await job(index);
        } catch (err) {
          failures++;
          if (failures <= 3) console.error(`${name} #${index}:`, err instanceof Error ? err.message : err);
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const result = {
    name,
    requests: count,
    failures,
    seconds: Number(seconds.toFixed(2)),
    perSecond: Number((count / seconds).toFixed(1)),
    p50: Number(percentile(latencies, 50).toFixed(1)),
    p95: Number(percentile(latencies, 95).toFixed(1)),
    p99: Number(percentile(latencies, 99).toFixed(1)),
  };
  console.log(
    `${name.padEnd(28)} ${String(result.perSecond).padStart(7)} req/s   p50 ${result.p50} ms   p95 ${result.p95} ms   p99 ${result.p99} ms   (${count} requests, ${failures} failed, ${result.seconds} s)`,
  );
  return result;
}

const databaseName = `shareshed_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${databaseName}`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${databaseName}`;

const server = await startServer(port, {
  DATABASE_URL: databaseUrl.toString(),
  AUTH_SECRET: randomBytes(32).toString('hex'),
});
const db = new pg.Client({ connectionString: databaseUrl.toString() });
await db.connect();
try {
  const base = server.url;
  // Setup only: listings go live at once (no review queue, no owner identity check).
  await db.query(`insert into system_settings (key, value)
    values ('autoApproveListings', 'true'::jsonb), ('requireIdVerification', 'false'::jsonb)
    on conflict (key) do update set value = excluded.value`);
  const owner = await account(base, db, 'owner@bench.test');
  const renters: Session[] = [];
  for (let i = 0; i < RENTERS; i++) renters.push(await account(base, db, `renter${i}@bench.test`));
  const items: string[] = [];
  for (let i = 0; i < ITEMS; i++) {
    const created = await expectOk(
      await call(base, 'POST', '/api/items', owner, {
        title: `Bench drill ${i}`,
        description: 'For the benchmark.',
        price: '25.00',
        deposit: '',
        handoff: 'pickup',
        category: 'power-tools',
        brand: 'DeWalt',
        tags: 'drill',
        location: 'Austin, TX',
      }),
      'create item',
    );
    items.push(((await created.json()) as { item: { id: string } }).item.id);
  }

  // The floor: the same statements one checkout sends, as one transaction each, straight through
  // pg at the same concurrency (issue 18: checkout at least 1/3 of it), measured before and after
  // the checkouts so a change in the machine's load shows as a difference between the two.
  const renterIds = (
    await db.query<{ id: string }>(
      `select id from "user" where email like 'renter%@bench.test' order by email`,
    )
  ).rows.map((row) => row.id);
  const captured = await captureCheckout(databaseUrl.toString(), base, {
    itemId: items[0]!,
    renterId: renterIds[0]!,
    email: 'renter0@bench.test',
    startDate: day(360),
  });
  console.log(
    `the statements of one checkout:\n${captured.statements.map((s) => `  ${s.text.slice(0, 100)}`).join('\n')}`,
  );
  const pool = floorPool(databaseUrl.toString());
  const checkoutSql = (round: number) =>
    measure(`checkout SQL, one transaction (${round})`, checkouts, async (index) => {
      const offset = 100 + round * 120 + Math.floor(index / ITEMS) * 2;
      await replayCheckout(pool, captured, {
        itemId: items[index % ITEMS]!,
        renterId: renterIds[index % RENTERS]!,
        startDate: day(offset),
        endDate: day(offset + 2),
      });
    });
  const floorBefore = await checkoutSql(0);
  // Each checkout gets its own (item, 2-day slot), so none collides: this measures the work, not
  // refusals (the integration tests cover those).
  const sessions: { renter: Session; sessionId: string }[] = [];
  const checkoutResult = await measure('checkout (hold + session)', checkouts, async (index) => {
    const renter = renters[index % RENTERS]!;
    const res = await call(base, 'POST', '/api/rentals/checkout', renter, {
      itemId: items[index % ITEMS],
      startDate: day(1 + Math.floor(index / ITEMS) * 2),
      rentalDays: 2,
    });
    await expectOk(res, 'checkout');
    sessions[index] = { renter, sessionId: ((await res.json()) as { sessionId: string }).sessionId };
  });
  const floorAfter = await checkoutSql(1);
  await pool.end();
  const floorPerSecond = (floorBefore.perSecond + floorAfter.perSecond) / 2;
  console.log(
    `checkout: ${captured.statements.length} statements each; ${checkoutResult.perSecond} req/s against ${floorPerSecond.toFixed(1)} for its SQL alone (mean of before and after) = 1/${(floorPerSecond / checkoutResult.perSecond).toFixed(2)}; load ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')}`,
  );
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Bench Renter' };
  const confirmResult = await measure('confirm (sandbox pay)', checkouts, async (index) => {
    const { renter, sessionId } = sessions[index]!;
    await expectOk(
      await call(base, 'POST', `/api/payments/sandbox/sessions/${sessionId}/pay`, renter, card),
      'pay',
    );
  });
  const replayResult = await measure('success page (verify, paid)', checkouts, async (index) => {
    const { renter, sessionId } = sessions[index]!;
    await expectOk(await call(base, 'POST', `/api/payments/sessions/${sessionId}/verify`, renter), 'verify');
  });

  const ledger = await db.query<{ n: string; balanced: boolean }>(
    `select count(distinct rental_id) as n,
            bool_and(charge = fee + payout + held + refund) as balanced
       from (select rental_id,
                    sum(amount) filter (where kind = 'charge') as charge,
                    coalesce(sum(amount) filter (where kind = 'platform_fee'), 0) as fee,
                    coalesce(sum(amount) filter (where kind = 'owner_payout'), 0) as payout,
                    coalesce(sum(amount) filter (where kind = 'deposit_held'), 0) as held,
                    coalesce(sum(amount) filter (where kind = 'refund'), 0) as refund
               from ledger_entries group by rental_id) per_rental`,
  );
  console.log(
    `ledger: ${ledger.rows[0]?.n} rentals booked, balanced: ${ledger.rows[0]?.balanced}; machine: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB; concurrency ${concurrency}`,
  );
  console.log(
    JSON.stringify({
      checkout: checkoutResult,
      checkoutSql: [floorBefore, floorAfter],
      confirm: confirmResult,
      verify: replayResult,
    }),
  );
} finally {
  await db.end();
  await server.stop();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
}
