import type { RentalQuote } from '../../../shared/money';
import { formatPrice } from '../../lib/format';
import { useTranslation } from '../../lib/texts';

/**
 * Daily rate x days = subtotal, the platform fee (taken from the owner's share, at the rate of the
 * settings now; the booking stores it), the refundable deposit, and the total the renter pays.
 */
export function PriceBreakdown({ quote }: { quote: RentalQuote }) {
  const { t } = useTranslation('rentals');
  return (
    <section
      aria-labelledby="price-breakdown"
      className="rounded-lg bg-gray-50 p-4 text-sm dark:bg-gray-800/60"
    >
      <h3 id="price-breakdown" className="sr-only">
        {t('book.breakdown.title')}
      </h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
        <dt className="text-muted">
          {t('book.breakdown.rateTimesDays', {
            rate: formatPrice(quote.dailyRateCents),
            count: quote.rentalDays,
          })}
        </dt>
        <dd className="text-right tabular-nums text-fg">{formatPrice(quote.subtotalCents)}</dd>
        <dt className="font-medium text-fg">{t('book.breakdown.subtotal')}</dt>
        <dd className="text-right font-medium tabular-nums text-fg">{formatPrice(quote.subtotalCents)}</dd>
        <dt className="text-muted">{t('book.breakdown.fee', { rate: quote.commissionRate })}</dt>
        <dd className="text-right tabular-nums text-muted">{formatPrice(quote.feeCents)}</dd>
        <dt className="text-muted">{t('book.breakdown.deposit')}</dt>
        <dd className="text-right tabular-nums text-fg">{formatPrice(quote.depositCents)}</dd>
        <dt className="border-t border-border pt-2 text-base font-bold text-fg">
          {t('book.breakdown.total')}
        </dt>
        <dd className="border-t border-border pt-2 text-right text-base font-bold tabular-nums text-fg">
          {formatPrice(quote.totalCents)}
        </dd>
      </dl>
    </section>
  );
}
