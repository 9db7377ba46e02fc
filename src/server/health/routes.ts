import { Hono } from 'hono';
import type { AppEnv, ResolvedDeps } from '../http/public';
import type { Liveness } from './liveness';
import { LIVE_BODY } from './probe';
import type { ServiceName, ServiceState } from './service-health';

/** A probe that does not answer in this time counts as a failure. */
const PROBE_TIMEOUT_MS = 3_000;
/** Probes are cached this long, so a busy orchestrator does not hammer SMTP or S3. */
const PROBE_EVERY_MS = 10_000;

const LIVE_HEADERS = { 'content-type': 'application/json', 'content-length': String(LIVE_BODY.length) };

function withTimeout(work: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([
    work,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref()),
  ]);
}

/**
 * GET /api/health: liveness, 200 when the database answers, 503 when it does not (load balancers);
 * from a check kept in the background (health/liveness.ts), within about two seconds. A plain
 * probe while that check is fresh is answered before the middleware chain (health/probe.ts).
 * GET /api/health/ready: the database plus storage, mail and payments, each ok or degraded with
 * the last error this process saw (storage and mail are probed, at most every 10 s; payments are
 * judged by their last call). Degraded services leave it 200: the app still serves what it can.
 */
export function healthRoutes({ database, storage, mailer, health }: ResolvedDeps, liveness: Liveness) {
  let lastProbe = 0;
  let probing: Promise<unknown> | null = null;
  const probe = () => {
    if (Date.now() - lastProbe < PROBE_EVERY_MS) return probing;
    lastProbe = Date.now();
    // Through the tracked adapters, so the outcome lands in `health`.
    probing = Promise.allSettled([
      withTimeout(storage.get('health/probe', 'private'), PROBE_TIMEOUT_MS).catch((err: unknown) =>
        health.recordError('storage', err),
      ),
      mailer.verify
        ? withTimeout(mailer.verify(), PROBE_TIMEOUT_MS).catch((err: unknown) =>
            health.recordError('mail', err),
          )
        : null,
    ]);
    return probing;
  };
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      try {
        await liveness.check();
        // Serialised once, with its length: no JSON and no copy per request (issue 18).
        return c.body(LIVE_BODY, 200, LIVE_HEADERS);
      } catch (err) {
        c.get('log').error({ err }, 'health check: database unavailable');
        return c.json({ status: 'unavailable' as const, database: 'down' as const }, 503);
      }
    })
    .get('/ready', async (c) => {
      c.header('Cache-Control', 'no-store');
      const [databaseUp] = await Promise.all([
        database.ping().then(
          () => true,
          () => false,
        ),
        probe(),
      ]);
      const services: Record<ServiceName, ServiceState> = {
        storage: health.get('storage'),
        mail: health.get('mail'),
        payments: health.get('payments'),
      };
      const degraded = Object.values(services).some((state) => state.status === 'degraded');
      const status = !databaseUp ? 'unavailable' : degraded ? 'degraded' : 'ok';
      return c.json({ status, database: databaseUp ? 'ok' : 'down', services }, databaseUp ? 200 : 503);
    });
}
