import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { formatCharge } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { type PaymentSummary, paymentSessionQuery } from './api';
import { addDays } from './calendar';
import { useDayFormat } from './day-format';

/** While the provider has not confirmed yet (a Stripe webhook on its way), look again every few seconds. */
const RECHECK_MS = 3000;

export function InvalidPaymentSession() {
  const { t } = useTranslation('payments');
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <SearchX aria-hidden="true" className="h-12 w-12 text-gray-500" />
      <h1 className="text-2xl font-bold text-fg">{t('invalid.title')}</h1>
      <p className="max-w-md text-muted">{t('invalid.description')}</p>
      <Link to="/" className={buttonClasses({ className: 'mt-2' })}>
        {t('invalid.home')}
      </Link>
    </div>
  );
}

/**
 * The title and text of a paid session that was refunded in full: a rental cancelled after it was
 * confirmed, or a payment that came after its dates were gone. Names the amount as refunded.
 */
export function refundWords(payment: PaymentSummary, t: TFunction<'payments'>): [string, string] {
  const amount = formatCharge(payment.amount);
  return payment.confirmed
    ? [t('rentalSuccess.cancelledTitle'), t('rentalSuccess.cancelledText', { amount })]
    : [t('rentalSuccess.refundedTitle'), t('rentalSuccess.refundedText', { amount })];
}

/**
 * Verifies a checkout session with the server ('Verifying payment...') and renders the page's
 * content for it; a missing, unknown or someone else's session is 'Invalid payment session'.
 */
export function PaymentSessionGate({
  sessionId,
  children,
}: {
  sessionId: string | null;
  children: (payment: PaymentSummary) => ReactNode;
}) {
  const { t } = useTranslation('payments');
  const query = useQuery({
    ...paymentSessionQuery(sessionId ?? ''),
    enabled: Boolean(sessionId),
    refetchInterval: (current) => (current.state.data?.paymentStatus === 'open' ? RECHECK_MS : false),
  });
  if (!sessionId) return <InvalidPaymentSession />;
  if (query.isPending) return <Spinner label={t('common:verifyingPayment')} className="py-24" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <InvalidPaymentSession />;
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
        <h1 className="text-2xl font-bold text-fg">{t('error.title')}</h1>
        <p className="text-muted">{t('error.description')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('error.retry')}
        </Button>
      </div>
    );
  }
  return children(query.data);
}

/**
 * A paid checkout's receipt: item, dates, days, subtotal, the fee (from the owner's share; with
 * `showSplit` also what the owner receives), deposit and total paid. Only for a paid session:
 * callers show no figures for one that was never paid.
 */
export function PaymentDetails({
  payment,
  showSplit = false,
}: {
  payment: PaymentSummary;
  showSplit?: boolean;
}) {
  const { t } = useTranslation('payments');
  const days = useDayFormat();
  const rows: [string, string][] = [
    [t('details.item'), payment.itemTitle],
    [
      t('details.dates'),
      t('details.datesValue', {
        start: days.medium(payment.startDate),
        end: days.medium(addDays(payment.endDate, -1)),
      }),
    ],
    [t('details.rentalDays'), String(payment.rentalDays)],
    [t('details.subtotal'), formatCharge(payment.subtotal)],
    [showSplit ? t('details.commission') : t('details.feeByOwner'), formatCharge(payment.commission)],
  ];
  if (showSplit) rows.push([t('details.ownerAmount'), formatCharge(payment.ownerAmount)]);
  rows.push([t('details.deposit'), formatCharge(payment.securityDeposit)]);
  rows.push([t('details.total'), formatCharge(payment.amount)]);
  return (
    <section
      aria-labelledby="payment-details"
      className="w-full rounded-xl border border-border p-5 text-left"
    >
      <h2 id="payment-details" className="font-semibold text-fg">
        {t('details.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-medium tabular-nums text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
