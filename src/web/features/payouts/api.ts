import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { SandboxBankInput } from '../../../shared/schemas/payouts';
import { api, unwrap } from '../../lib/api-client';

export type PayoutAccount = InferResponseType<typeof api.payouts.account.$get, 200>['account'];
export type OwnerPayout = InferResponseType<typeof api.payouts.$get, 200>['payouts'][number];

export const payoutKeys = {
  account: ['payouts', 'account'] as const,
  list: ['payouts', 'list'] as const,
  sandbox: (accountId: string) => ['payouts', 'sandbox', accountId] as const,
};

/** The owner's payout account. `refresh` asks the provider first (back from its onboarding). */
export const payoutAccountQuery = (refresh = false) =>
  queryOptions({
    queryKey: [...payoutKeys.account, refresh] as const,
    queryFn: async () =>
      (await unwrap(api.payouts.account.$get({ query: refresh ? { refresh: '1' } : {} }))).account,
    staleTime: 0,
  });

export const ownerPayoutsQuery = queryOptions({
  queryKey: payoutKeys.list,
  queryFn: async () => (await unwrap(api.payouts.$get())).payouts,
  staleTime: 0,
});

/** "Set up payouts" / "Update payout details": the provider's onboarding link. */
export function startPayoutOnboarding() {
  return unwrap(api.payouts.account.onboarding.$post());
}

export const sandboxPayoutAccountQuery = (accountId: string) =>
  queryOptions({
    queryKey: payoutKeys.sandbox(accountId),
    queryFn: async () =>
      (await unwrap(api.payouts.sandbox.accounts[':accountId'].$get({ param: { accountId } }))).account,
  });

export function completeSandboxOnboarding(accountId: string, bank: SandboxBankInput) {
  return unwrap(
    api.payouts.sandbox.accounts[':accountId'].complete.$post({ param: { accountId }, json: bank }),
  );
}
