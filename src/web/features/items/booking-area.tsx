import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format';
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
      className="flex flex-col gap-4 rounded-xl border border-gray-200 p-5 shadow-sm dark:border-gray-800"
    >
      <h2 id="rent-heading" className="sr-only">
        {t('item.rent')}
      </h2>
      <p className="text-3xl font-bold text-gray-900 dark:text-gray-100">
        {formatPrice(item.priceCents)}
        <span className="text-base font-normal text-gray-700 dark:text-gray-300">{t('card.perDay')}</span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-gray-900 dark:text-gray-100">{t('item.deposit')}</dt>
        <dd className="text-gray-700 dark:text-gray-300">
          {formatPrice(item.depositCents)}
          <span className="block text-xs">{t('item.depositNote')}</span>
        </dd>
        <dt className="font-medium text-gray-900 dark:text-gray-100">{t('item.handoff')}</dt>
        <dd className="text-gray-700 dark:text-gray-300">{t(`item.handoffOptions.${item.handoff}`)}</dd>
      </dl>
      {action ? (
        action
      ) : item.isAvailable ? null : (
        <button
          type="button"
          disabled
          className="h-12 w-full cursor-not-allowed rounded-md bg-gray-200 font-medium text-gray-700 dark:bg-gray-800 dark:text-gray-300"
        >
          {t('card.unavailable')}
        </button>
      )}
    </section>
  );
}
