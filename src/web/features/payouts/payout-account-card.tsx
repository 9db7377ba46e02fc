import { useMutation, useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type BadgeTone, StatusBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useGoToUrl } from '../../lib/go-to-url';
import { useTranslation } from '../../lib/texts';
import { type PayoutAccount, payoutAccountQuery, startPayoutOnboarding } from './api';

const TONE: Record<PayoutAccount['status'], BadgeTone> = {
  not_set_up: 'neutral',
  needs_information: 'warning',
  active: 'success',
};

/**
 * Where the owner is paid: the payout account's status (not set up, needs information, active)
 * and the button that opens the provider's onboarding (Stripe's, or the sandbox's own page).
 * Back from onboarding (?payouts=return) it asks the provider for the fresh status; an expired
 * link (?payouts=refresh) asks for a new one at once, as Stripe's refresh_url intends.
 */
export function PayoutAccountCard() {
  const { t } = useTranslation('payouts');
  const go = useGoToUrl();
  const [params] = useSearchParams();
  const back = params.get('payouts');
  const account = useQuery(payoutAccountQuery(back === 'return'));
  const onboarding = useMutation({
    mutationFn: startPayoutOnboarding,
    onSuccess: ({ url }) => go(url),
    meta: {
      errorToast: (err) => ({
        title: t('setupFailed'),
        description: err instanceof Error ? err.message : '',
      }),
    },
  });
  const refreshed = useRef(false);
  useEffect(() => {
    if (back !== 'refresh' || refreshed.current) return;
    refreshed.current = true;
    onboarding.mutate();
  }, [back, onboarding]);

  return (
    <section
      aria-labelledby="payout-account"
      className="flex flex-col gap-3 rounded-lg bg-surface-sunken p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <Landmark aria-hidden="true" className="h-5 w-5 text-muted" />
        <h3 id="payout-account" className="font-semibold text-fg">
          {t('heading')}
        </h3>
        {account.data && (
          <StatusBadge tone={TONE[account.data.status]} data-testid="payout-status">
            {t(`status.${account.data.status}`)}
          </StatusBadge>
        )}
      </div>
      {account.isPending && <Spinner label={t('loading')} className="py-2" />}
      {account.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-fg-soft">
          <p>{t('loadError')}</p>
          <Button variant="secondary" size="sm" onClick={() => void account.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {account.data && (
        <>
          <p className="text-sm text-fg-soft">{t(`statusText.${account.data.status}`)}</p>
          <p className="text-xs text-subtle">{t('when')}</p>
          <div>
            <Button
              variant={account.data.status === 'active' ? 'secondary' : 'primary'}
              disabled={onboarding.isPending}
              onClick={() => onboarding.mutate()}
            >
              {onboarding.isPending
                ? t('opening')
                : t(account.data.status === 'not_set_up' ? 'setUp' : 'update')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
