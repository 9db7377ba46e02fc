import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TableHead } from '../../components/ui/table-head';
import { formatCharge, formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { billingQuery } from './api';

/** How a ledger line reads from the person's side: fees are taken from them, the rest as booked. */
const sign = (kind: string, amount: number) => (kind === 'platform_fee' ? -amount : amount);

/** The user's real payments, refunds, service fees and payouts, from the ledger. */
export function BillingHistory() {
  const { t } = useTranslation('rentals');
  const query = useQuery(billingQuery);
  if (query.isPending) return <Spinner label={t('billing.loading')} className="py-12" />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-fg-soft">{t('billing.error')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('billing.retry')}
        </Button>
      </div>
    );
  }
  const { totals, entries } = query.data;
  if (entries.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg bg-surface-sunken p-8 text-center">
        <CreditCard aria-hidden="true" className="h-8 w-8 text-muted" />
        <p className="font-medium text-fg">{t('billing.emptyTitle')}</p>
        <p className="text-sm text-muted">{t('billing.emptyText')}</p>
      </div>
    );
  }
  const cards: [string, number][] = [
    [t('billing.totals.paid'), totals.paid],
    [t('billing.totals.refunded'), totals.refunded],
    [t('billing.totals.fees'), totals.fees],
    [t('billing.totals.payouts'), totals.payouts],
  ];
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {cards.map(([label, cents]) => (
          <div key={label} className="rounded-lg bg-surface-sunken p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums text-fg">{formatCharge(cents)}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="billing-history">
        <h3 id="billing-history" className="mb-2 font-semibold text-fg">
          {t('billing.historyTitle')}
        </h3>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <TableHead
              columns={[t('billing.date'), t('billing.item'), t('billing.type'), t('billing.amount')]}
            />
            <tbody className="divide-y divide-border">
              {entries.map((entry) => (
                <tr key={entry.id} className="text-fg">
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDate(entry.createdAt)}</td>
                  <td className="py-2 pr-3">{entry.itemTitle}</td>
                  <td className="py-2 pr-3">
                    {entry.lateFee ? t('billing.kind.late_fee') : t(`billing.kind.${entry.kind}`)}
                  </td>
                  <td className="py-2 text-right tabular-nums">
                    {formatCharge(sign(entry.kind, entry.amount))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <p className="text-xs text-subtle">{t('billing.feeNote')}</p>
    </div>
  );
}
