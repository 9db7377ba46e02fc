import { Hono } from 'hono';
import { z } from 'zod';
import { sandboxCardSchema } from '../../shared/schemas/rentals';
import { opaqueIdSchema } from '../../shared/schemas/text';
import { requireUser, signedInOnly } from '../auth/public';
import { AppError, notFound } from '../errors';
import type { AppEnv, ResolvedDeps } from '../http/public';
import { validate } from '../http/public';
import { applyPayoutEvent, firstDelivery, isApplied } from '../payouts/public';
import { SandboxPaymentProvider, WebhookSignatureError } from '../platform/public';
import {
  confirmPaidSession,
  countItemsRented,
  findPaymentBySession,
  releaseUnpaidCheckout,
  rentalActorOf,
  rentalDepsOf,
} from '../rentals/public';
import { billingSummary, ownerEarnings } from './billing';
import {
  INVALID_SESSION_MESSAGE,
  paySandboxCheckout,
  sandboxCheckoutView,
  verifyPaymentSession,
} from './sessions';

const sessionParam = z.object({ sessionId: opaqueIdSchema(INVALID_SESSION_MESSAGE) });

/** The first day of the current month (UTC), for the profile's "this month" figures. */
function monthStart(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * /api/payments: checkout sessions (verification for the success pages), the provider's webhook,
 * the sandbox checkout page's API, and each person's billing and earnings.
 */
export function paymentRoutes(deps: ResolvedDeps) {
  const services = () => rentalDepsOf(deps);
  const sandbox = () => {
    if (!(deps.payments instanceof SandboxPaymentProvider))
      throw notFound('The sandbox checkout is not in use.', 'sandbox_disabled');
    return deps.payments;
  };
  return new Hono<AppEnv>()
    .post('/sessions/:sessionId/verify', signedInOnly, validate('param', sessionParam), async (c) => {
      const actor = await rentalActorOf(c);
      return c.json({
        payment: await verifyPaymentSession(services(), c.req.valid('param').sessionId, actor),
      });
    })
    .get('/sandbox/sessions/:sessionId', signedInOnly, validate('param', sessionParam), async (c) => {
      const actor = await rentalActorOf(c);
      return c.json({
        checkout: await sandboxCheckoutView(services(), sandbox(), c.req.valid('param').sessionId, actor),
      });
    })
    .post(
      '/sandbox/sessions/:sessionId/pay',
      signedInOnly,
      validate('param', sessionParam),
      validate('json', sandboxCardSchema),
      async (c) => {
        const actor = await rentalActorOf(c);
        const card = c.req.valid('json');
        return c.json(
          await paySandboxCheckout(services(), sandbox(), c.req.valid('param').sessionId, card, actor),
        );
      },
    )
    .post('/webhook', async (c) => {
      const provider = deps.payments;
      if (!provider.verifyWebhook)
        throw notFound('This payment provider does not send webhooks.', 'webhooks_unsupported');
      const signature = c.req.header('stripe-signature') ?? '';
      let event: Awaited<ReturnType<NonNullable<typeof provider.verifyWebhook>>>;
      try {
        event = await provider.verifyWebhook(await c.req.text(), signature);
      } catch (err) {
        if (err instanceof WebhookSignatureError) {
          throw new AppError('invalid_signature', 400, 'The webhook signature did not verify.');
        }
        throw err;
      }
      if (await isApplied(deps.database.db, event.eventId)) return c.json({ received: true });
      if (await applyPayoutEvent(services(), event)) return c.json({ received: true });
      if (event.type === 'checkout_completed') {
        await confirmPaidSession(services(), event.session);
      } else if (event.type === 'checkout_expired') {
        const payment = await findPaymentBySession(services(), event.session.sessionId);
        if (payment) await releaseUnpaidCheckout(deps.database.db, new Date(), payment.rentalId);
      }
      // Checkout confirmation is idempotent by itself; the id is stored once it is done.
      await firstDelivery(deps.database.db, event);
      return c.json({ received: true });
    })
    .get('/billing', signedInOnly, async (c) => {
      const current = requireUser(c);
      return c.json(await billingSummary(deps.database.db, current.id));
    })
    .get('/earnings', signedInOnly, async (c) => {
      const current = requireUser(c);
      const db = deps.database.db;
      const since = monthStart(new Date());
      const [earnings, earningsThisMonth, itemsRented, itemsRentedThisMonth] = await Promise.all([
        ownerEarnings(db, current.id),
        ownerEarnings(db, current.id, since),
        countItemsRented(db, current.id),
        countItemsRented(db, current.id, since),
      ]);
      return c.json({ earnings, earningsThisMonth, itemsRented, itemsRentedThisMonth });
    });
}
