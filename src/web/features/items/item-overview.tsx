import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AfterPaint } from '../../lib/after-load';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import type { ItemPageDetail } from './api';
import { BookingArea } from './booking-area';
import { ItemGallery } from './item-gallery';
import { OwnerCard } from './owner-card';
import { StatusBadges } from './status-badge';

/**
 * Everything on the item page. Other features plug in through slots the page fills: the booking
 * dialog (rentals) into BookingArea, the wishlist heart beside the title, and 'message the owner'
 * (messaging) below the owner card.
 */
export function ItemOverview({
  item,
  bookingAction,
  saveButton,
  messageButton,
}: {
  item: ItemPageDetail;
  bookingAction?: ReactNode;
  saveButton?: ReactNode;
  messageButton?: ReactNode;
}) {
  const { t } = useTranslation(['listings', 'common']);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <ItemGallery title={item.title} photos={item.photos} />
      <div className="flex flex-col gap-5">
        {item.canEdit && (
          <div className="flex flex-col gap-2 rounded-xl bg-surface-muted p-4 text-sm">
            <StatusBadges item={item} />
            {item.status === 'pending' && <p className="text-fg-soft">{t('status.pendingNote')}</p>}
            {item.status === 'rejected' && (
              <p className="text-fg-soft">
                {t('status.rejectedNote')}{' '}
                {item.rejectionReason && t('status.rejectedReason', { reason: item.rejectionReason })}
              </p>
            )}
            <Link to="/my-listings" className="font-medium text-accent underline-offset-4 hover:underline">
              {t('item.manage')}
            </Link>
          </div>
        )}
        <div className="flex items-start justify-between gap-3">
          <div>
            <h1 className="text-3xl font-bold text-fg">{item.title}</h1>
            <p className="mt-2 flex items-center gap-1 text-muted">
              <MapPin aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t('item.approximate')}: </span>
              {item.locationLabel}
              {item.distanceMiles !== null && <> · {t('card.distance', { distance: item.distanceMiles })}</>}
            </p>
          </div>
          {saveButton}
        </div>
        <BookingArea item={item} action={bookingAction} />
        <OwnerCard owner={item.owner} />
        {messageButton}
      </div>
      {/* The details sit below the fold on a phone: drawn just after the first paint. */}
      <AfterPaint>
        <section aria-labelledby="details-heading" className="flex flex-col gap-4 lg:col-span-2">
          <h2 id="details-heading" className="text-xl font-bold text-fg">
            {t('item.details')}
          </h2>
          {item.description && <p className="whitespace-pre-line text-fg-soft">{item.description}</p>}
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="font-medium text-fg">{t('item.category')}</dt>
            <dd>
              <Link to={`/${item.category}`} className="text-accent underline-offset-4 hover:underline">
                {t(`common:categories.${item.category}`)}
              </Link>
            </dd>
            {item.brand && (
              <>
                <dt className="font-medium text-fg">{t('item.brand')}</dt>
                <dd className="text-fg-soft">{item.brand}</dd>
              </>
            )}
            {item.tags.length > 0 && (
              <>
                <dt className="font-medium text-fg">{t('item.tags')}</dt>
                <dd>
                  <ul className="flex flex-wrap gap-1.5">
                    {item.tags.map((tag) => (
                      <li
                        key={tag}
                        className="rounded-full bg-surface-sunken px-2 py-0.5 text-xs text-fg-soft"
                      >
                        {tag}
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            )}
            <dt className="font-medium text-fg">{t('item.location')}</dt>
            <dd className="text-fg-soft">{item.locationLabel}</dd>
          </dl>
          <p className="text-sm text-subtle">{t('item.listedOn', { date: formatDate(item.createdAt) })}</p>
        </section>
      </AfterPaint>
    </div>
  );
}
