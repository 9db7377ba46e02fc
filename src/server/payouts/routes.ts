import { Hono } from 'hono';
import { payoutAccountQuery, sandboxAccountParam, sandboxBankSchema } from '../../shared/schemas/payouts';
import { requireUser, signedInOnly } from '../auth/public';
import { notFound } from '../errors';
import { type AppEnv, type ResolvedDeps, validate } from '../http/public';
import { SandboxPaymentProvider } from '../platform/public';
import { ownerPayouts, rentalDepsOf } from '../rentals/public';
import { applyAccountState, payoutAccountOf, payoutAccountView, startOnboarding, viewOf } from './accounts';

const accountNotFound = () => notFound('Payout account not found', 'payout_account_not_found');

/**
 * /api/payouts: the owner's payout account (status, set up or update through the provider's
 * onboarding), their payouts, and the sandbox's own onboarding page's API.
 */
export function payoutRoutes(deps: ResolvedDeps) {
  const services = () => rentalDepsOf(deps);
  /** The signed-in owner's own sandbox account (anyone else's is "not found"). */
  const ownSandboxAccount = async (userId: string, accountId: string) => {
    if (!(deps.payments instanceof SandboxPaymentProvider)) {
      throw notFound('The sandbox checkout is not in use.', 'sandbox_disabled');
    }
    const row = await payoutAccountOf(deps.database.db, userId, 'sandbox');
    if (row?.accountId !== accountId) throw accountNotFound();
    const account = await deps.payments.account(accountId);
    if (!account) throw accountNotFound();
    return { provider: deps.payments, account };
  };
  return new Hono<AppEnv>()
    .get('/account', signedInOnly, validate('query', payoutAccountQuery), async (c) => {
      const current = requireUser(c);
      const refresh = c.req.valid('query').refresh === '1';
      return c.json({ account: await payoutAccountView(services(), current.id, refresh) });
    })
    .post('/account/onboarding', signedInOnly, async (c) => {
      const current = requireUser(c);
      return c.json(await startOnboarding(services(), { id: current.id, email: current.email }));
    })
    .get('/', signedInOnly, async (c) => {
      const current = requireUser(c);
      return c.json({ payouts: await ownerPayouts(deps.database.db, current.id) });
    })
    .get('/sandbox/accounts/:accountId', signedInOnly, validate('param', sandboxAccountParam), async (c) => {
      const current = requireUser(c);
      const { account } = await ownSandboxAccount(current.id, c.req.valid('param').accountId);
      return c.json({
        account: { accountId: account.id, email: account.email, bankLast4: account.bankLast4 },
      });
    })
    .post(
      '/sandbox/accounts/:accountId/complete',
      signedInOnly,
      validate('param', sandboxAccountParam),
      validate('json', sandboxBankSchema),
      async (c) => {
        const current = requireUser(c);
        const { provider, account } = await ownSandboxAccount(current.id, c.req.valid('param').accountId);
        const state = await provider.completeOnboarding(account.id, c.req.valid('json').accountNumber);
        if (!state) throw accountNotFound();
        // The sandbox has no webhooks: its account.updated is applied right here.
        const row = await applyAccountState(deps.database.db, 'sandbox', state);
        return c.json({
          account: viewOf(row),
          redirectUrl: `${deps.config.publicUrl}/settings?tab=billing&payouts=return`,
        });
      },
    );
}
