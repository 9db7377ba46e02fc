import { type Config, ConfigError } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentProvider } from './provider';
import { SandboxPaymentProvider } from './sandbox-provider';
import { StripePaymentProvider } from './stripe-provider';

/**
 * Stripe Checkout when both Stripe keys are set, otherwise the built-in sandbox. One key without
 * the other is a mistake that would take payments nobody confirms, so it stops start-up.
 */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  if (secretKey && webhookSecret) {
    return new StripePaymentProvider({
      secretKey,
      webhookSecret,
      apiBase: config.STRIPE_API_BASE,
      timeoutMs: config.STRIPE_TIMEOUT_MS,
      connectWebhookSecret: config.STRIPE_CONNECT_WEBHOOK_SECRET,
    });
  }
  if (secretKey || webhookSecret) {
    const [missing, present] = secretKey
      ? ['STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY']
      : ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];
    throw new ConfigError(`Invalid configuration:\n  ${missing}: must be set when ${present} is set`);
  }
  return new SandboxPaymentProvider(db, config.publicUrl);
}
