import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { createPaymentProvider } from './create-payment-provider';

// The factory only stores the handle; nothing here touches a database.
const db = {} as Db;
const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('choosing the payment provider', () => {
  it('uses the built-in sandbox without Stripe keys', () => {
    expect(createPaymentProvider(config({}), db).kind).toBe('sandbox');
  });

  it('uses Stripe Checkout when both keys are set', () => {
    const provider = createPaymentProvider(
      config({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
      db,
    );
    expect(provider.kind).toBe('stripe');
    expect(typeof provider.verifyWebhook).toBe('function');
  });

  it('stops start-up when only one of the two keys is set, naming the missing one', () => {
    expect(() => createPaymentProvider(config({ STRIPE_SECRET_KEY: 'sk_test_x' }), db)).toThrow(
      new ConfigError(
        'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: must be set when STRIPE_SECRET_KEY is set',
      ),
    );
    expect(() => createPaymentProvider(config({ STRIPE_WEBHOOK_SECRET: 'whsec_x' }), db)).toThrow(
      'STRIPE_SECRET_KEY: must be set when STRIPE_WEBHOOK_SECRET is set',
    );
  });
});
