import { useQuery } from '@tanstack/react-query';
import { type BadgeTone, StatusBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TableHead } from '../../components/ui/table-head';
import { formatDate, formatPrice } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { type OwnerPayout, ownerPayoutsQuery } from './api';

const TONE: Record<OwnerPayout['status'], BadgeTone> = {
  scheduled: 'neutral',
  held: 'warning',
  frozen: 'danger',
  pending: 'info',
  sent: 'info',
  paid: 'success',
  reversed: 'danger',
  payout_failed: 'danger',
};

/** The date a payout line is about: paid, else sent, else when it is (or was) due. */
const dayOf = (payout: OwnerPayout) => payout.paidAt ?? payout.sentAt ?? payout.dueAt;

/** The owner's payouts with their states: to come, waiting for details, sent, paid to the bank. */
export function OwnerPayouts() {
  const { t } = useTranslation('payouts');
  const query = useQuery(ownerPayoutsQuery);
  if (query.isPending) return <Spinner label={t('loading')} className="py-6" />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-fg-soft">
        <p>{t('list.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  // Nothing lent yet: renters do not need this list.
  if (query.data.length === 0) return null;
  return (
    <section aria-labelledby="owner-payouts">
      <h3 id="owner-payouts" className="mb-2 font-semibold text-fg">
        {t('list.title')}
      </h3>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <TableHead columns={[t('list.date'), t('list.item'), t('list.status'), t('list.amount')]} />
          <tbody className="divide-y divide-border">
            {query.data.map((payout) => (
              <tr key={`${payout.rentalId}-${payout.kind}`} className="text-fg" data-testid="owner-payout">
                <td className="py-2 pr-3 whitespace-nowrap">{formatDate(dayOf(payout))}</td>
                <td className="py-2 pr-3">
                  {payout.itemTitle}
                  <span className="block text-xs text-subtle">{t(`kind.${payout.kind}`)}</span>
                </td>
                <td className="py-2 pr-3">
                  <StatusBadge tone={TONE[payout.status]}>{t(`payoutStatus.${payout.status}`)}</StatusBadge>
                  {payout.payoutFailureCode && (
                    <span className="block text-xs text-subtle">
                      {t('failureCode', { code: payout.payoutFailureCode })}
                    </span>
                  )}
                </td>
                <td className="py-2 text-right tabular-nums">{formatPrice(payout.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
