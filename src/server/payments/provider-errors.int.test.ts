import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, checkoutRequest, day, rentableItem, verify } from '../rentals/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { StripeStandIn } from '../test/stripe-stand-in';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Stripe failing or hanging never reaches a person as the SDK's text ("…Request was retried 2
 * times."): every route answers 503 `payments_unavailable` with the one sentence, in time.
 * Between the app and the Stripe stand-in sits a line that passes traffic, hangs it (accepts and
 * never answers) or cuts it.
 */
type LineMode = 'pass' | 'hang' | 'cut';

class StripeLine {
  private mode: LineMode = 'pass';
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  constructor(private readonly target: URL) {
    this.server = createServer((socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      if (this.mode === 'cut') socket.destroy();
      else if (this.mode === 'pass') {
        const upstream = connect(Number(this.target.port), this.target.hostname);
        upstream.on('error', () => socket.destroy());
        socket.on('error', () => upstream.destroy());
        socket.pipe(upstream).pipe(socket);
      }
      // 'hang': the connection stays open and silent.
    });
  }

  /** Switches the line; open connections are dropped, so the SDK's kept-alive ones meet the new mode. */
  set(mode: LineMode) {
    this.mode = mode;
    for (const socket of this.sockets) socket.destroy();
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const WEBHOOK_SECRET = 'whsec_test_provider_errors';
const UNAVAILABLE = {
  code: 'payments_unavailable',
  message: 'Payments are unavailable right now, please try again.',
};

let stripe: StripeStandIn;
let line: StripeLine;
let t: TestApp;
let owner: SignedIn;
let renter: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  stripe = await new StripeStandIn(WEBHOOK_SECRET).start();
  line = new StripeLine(new URL(stripe.url));
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: await line.start(),
    STRIPE_TIMEOUT_MS: '300',
  });
  owner = await signUpAndSignIn(t, { email: 'owner@example.com' });
  renter = await signUpAndSignIn(t, { email: 'renter@example.com' });
  admin = await signUpAndSignIn(t, { email: 'admin@example.com', admin: true });
}, 240_000);
afterAll(async () => {
  await t.close();
  await line.stop();
  await stripe.stop();
});

/** The answer is the coded 503 and nothing of the provider's words. */
async function expectUnavailable(res: Response) {
  const body = await res.text();
  expect(res.status).toBe(503);
  expect(JSON.parse(body)).toEqual({ error: UNAVAILABLE });
  expect(body).not.toMatch(/retried|ECONN|socket|timed? ?out|Stripe/i);
}

describe.each<LineMode>(['cut', 'hang'])('Stripe %s', (mode) => {
  it('booking answers "Payments are unavailable" in time, and the dates stay free', async () => {
    const item = await rentableItem(t, owner, admin, { price: '20.00' });
    line.set(mode);
    const began = Date.now();
    try {
      await expectUnavailable(
        await checkoutRequest(t, renter, { itemId: item.id, rentalDays: 1, startDate: day(3) }),
      );
    } finally {
      line.set('pass');
    }
    // Three attempts of 300 ms with the SDK's back-off between them, not its 80 s default.
    expect(Date.now() - began).toBeLessThan(15_000);
    await checkout(t, renter, { itemId: item.id, rentalDays: 1, startDate: day(3) });
  }, 60_000);

  it('checking a payment and cancelling a checkout answer the same, never the SDK text', async () => {
    const item = await rentableItem(t, owner, admin, { price: '20.00' });
    const started = await checkout(t, renter, { itemId: item.id, rentalDays: 1, startDate: day(5) });
    line.set(mode);
    try {
      await expectUnavailable(await verify(t, renter, started.sessionId));
      await expectUnavailable(
        await t.request('POST', `/api/rentals/${started.rentalId}/cancel`, undefined, renter.headers),
      );
    } finally {
      line.set('pass');
    }
    // Once Stripe answers again, the same requests go through.
    expect((await verify(t, renter, started.sessionId)).status).toBe(200);
    expect(
      (await t.request('POST', `/api/rentals/${started.rentalId}/cancel`, undefined, renter.headers)).status,
    ).toBe(200);
  }, 60_000);
});
