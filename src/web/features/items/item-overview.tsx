import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { MessageButton } from '../messaging/message-owner-button';
import { WishlistButton } from '../wishlist/wishlist-button';
import type { ItemPageDetail } from './api';
import { BookingArea } from './booking-area';
import { ItemGallery } from './item-gallery';
import { OwnerCard } from './owner-card';
import { StatusBadges } from './status-badge';

/**
 * Everything on the item page. The booking dialog (rentals) plugs into BookingArea; the booked
 * dates and 'message the owner' sections arrive with the rentals and messaging features and sit
 * below the rent box.
 */
export function ItemOverview({ item, bookingAction }: { item: ItemPageDetail; bookingAction?: ReactNode }) {
  const { t } = useTranslation(['listings', 'common']);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <ItemGallery title={item.title} photos={item.photos} />
      <div className="flex flex-col gap-5">
        {item.canEdit && (
          <div className="flex flex-col gap-2 rounded-xl bg-gray-50 p-4 text-sm dark:bg-gray-900">
            <StatusBadges item={item} />
            {item.status === 'pending' && (
              <p className="text-gray-800 dark:text-gray-200">{t('status.pendingNote')}</p>
            )}
            {item.status === 'rejected' && (
              <p className="text-gray-800 dark:text-gray-200">
                {t('status.rejectedNote')}{' '}
                {item.rejectionReason && t('status.rejectedReason', { reason: item.rejectionReason })}
              </p>
            )}
            <Link
              to="/my-listings"
              className="font-medium text-brand-800 underline-offset-4 hover:underline dark:text-brand-100"
            >
              {t('item.manage')}
            </Link>
          </div>
        )}
        <div className="flex items-start justify-between gap-3">
          <div>
            <h1 className="text-3xl font-bold text-gray-900 dark:text-gray-100">{item.title}</h1>
            <p className="mt-2 flex items-center gap-1 text-gray-700 dark:text-gray-300">
              <MapPin aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t('item.approximate')}: </span>
              {item.locationLabel}
              {item.distanceMiles !== null && <> · {t('card.distance', { distance: item.distanceMiles })}</>}
            </p>
          </div>
          <WishlistButton item={item} className="shrink-0 border border-gray-200 dark:border-gray-700" />
        </div>
        <BookingArea item={item} action={bookingAction} />
        <OwnerCard owner={item.owner} />
        <MessageButton target={{ itemId: item.id }} ownerId={item.owner.id} className="w-full" />
      </div>
      <section aria-labelledby="details-heading" className="flex flex-col gap-4 lg:col-span-2">
        <h2 id="details-heading" className="text-xl font-bold text-gray-900 dark:text-gray-100">
          {t('item.details')}
        </h2>
        {item.description && (
          <p className="whitespace-pre-line text-gray-800 dark:text-gray-200">{item.description}</p>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="font-medium text-gray-900 dark:text-gray-100">{t('item.category')}</dt>
          <dd>
            <Link
              to={`/${item.category}`}
              className="text-brand-800 underline-offset-4 hover:underline dark:text-brand-100"
            >
              {t(`common:categories.${item.category}`)}
            </Link>
          </dd>
          {item.brand && (
            <>
              <dt className="font-medium text-gray-900 dark:text-gray-100">{t('item.brand')}</dt>
              <dd className="text-gray-800 dark:text-gray-200">{item.brand}</dd>
            </>
          )}
          {item.tags.length > 0 && (
            <>
              <dt className="font-medium text-gray-900 dark:text-gray-100">{t('item.tags')}</dt>
              <dd>
                <ul className="flex flex-wrap gap-1.5">
                  {item.tags.map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-800 dark:bg-gray-800 dark:text-gray-200"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
          <dt className="font-medium text-gray-900 dark:text-gray-100">{t('item.location')}</dt>
          <dd className="text-gray-800 dark:text-gray-200">{item.locationLabel}</dd>
        </dl>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {t('item.listedOn', { date: formatDate(item.createdAt) })}
        </p>
      </section>
    </div>
  );
}
