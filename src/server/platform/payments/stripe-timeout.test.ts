import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from './provider';
import { STRIPE_NETWORK_RETRIES, STRIPE_TIMEOUT_MS, StripePaymentProvider } from './stripe-provider';

/** A Stripe API that accepts connections and never answers: a call gives up in seconds. */
const sockets: Socket[] = [];
let hung: Server;
let port = 0;
beforeAll(async () => {
  hung = createServer((socket) => sockets.push(socket));
  port = await new Promise<number>((resolve) =>
    hung.listen(0, '127.0.0.1', () => resolve((hung.address() as { port: number }).port)),
  );
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => hung.close(() => resolve()));
});

describe('the Stripe client against a Stripe that never answers', () => {
  it('gives up within its timeout and one retry, with a provider error', async () => {
    const provider = new StripePaymentProvider({
      secretKey: 'sk_test_hung',
      webhookSecret: 'whsec_hung',
      apiBase: `http://127.0.0.1:${port}`,
    });
    const started = Date.now();
    const refused = provider.refund({
      paymentReference: 'pi_hung',
      amount: 100,
      idempotencyKey: 'refund-hung',
      reason: 'test',
    });
    await expect(refused).rejects.toBeInstanceOf(PaymentProviderError);
    const took = Date.now() - started;
    // Each attempt waits its timeout; Stripe's backoff between them is under 2 s.
    expect(took).toBeGreaterThanOrEqual(STRIPE_TIMEOUT_MS);
    expect(took).toBeLessThan(STRIPE_TIMEOUT_MS * (STRIPE_NETWORK_RETRIES + 1) + 2_000);
    expect(sockets.length).toBe(STRIPE_NETWORK_RETRIES + 1);
  }, 30_000);
});
