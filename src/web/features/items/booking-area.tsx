import type { ReactNode } from 'react';
import { formatPrice } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import type { ItemDetail } from './api';

/**
 * The item page's rent box: price, deposit and handoff, and the booking state. A paused item's
 * booking button reads 'Unavailable' and is disabled (spec section 4). The booking dialog that
 * books an available item comes with the rentals feature, which renders its button here through
 * `action` (that button shows the 'Unavailable' state itself).
 */
export function BookingArea({ item, action }: { item: ItemDetail; action?: ReactNode }) {
  const { t } = useTranslation('listings');
  return (
    <section
      aria-labelledby="rent-heading"
      className="flex flex-col gap-4 rounded-xl border border-border p-5 shadow-sm"
    >
      <h2 id="rent-heading" className="sr-only">
        {t('item.rent')}
      </h2>
      <p className="text-3xl font-bold text-fg">
        {formatPrice(item.priceCents)}
        <span className="text-base font-normal text-muted">{t('card.perDay')}</span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-fg">{t('item.deposit')}</dt>
        <dd className="text-muted">
          {formatPrice(item.depositCents)}
          <span className="block text-xs">{t('item.depositNote')}</span>
        </dd>
        <dt className="font-medium text-fg">{t('item.handoff')}</dt>
        <dd className="text-muted">{t(`item.handoffOptions.${item.handoff}`)}</dd>
      </dl>
      {action ? (
        action
      ) : item.isAvailable ? null : (
        <button
          type="button"
          disabled
          className="h-12 w-full cursor-not-allowed rounded-md bg-border font-medium text-muted"
        >
          {t('card.unavailable')}
        </button>
      )}
    </section>
  );
}
