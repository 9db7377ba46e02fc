import { BadgeCheck, MapPin, Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIMITS } from '../../../shared/constants';
import { formatPrice } from '../../lib/format';
import { WishlistButton } from '../wishlist/wishlist-button';
import type { ItemCard as ItemCardData } from './api';

/** Spec section 3: at most three tags are shown, then '+N more'. */
export function visibleTags(tags: readonly string[]): { shown: readonly string[]; hidden: number } {
  return {
    shown: tags.slice(0, LIMITS.maxTagsShown),
    hidden: Math.max(0, tags.length - LIMITS.maxTagsShown),
  };
}

interface ItemCardProps {
  item: ItemCardData;
  /** The booking action (the rentals feature's book button, which also shows 'Unavailable'). */
  action?: ReactNode;
  /** Cards above the fold load their photo at once; the rest when scrolled near. */
  eager?: boolean;
}

/**
 * The item card (spec section 3): photo, title, owner with verified badge, description, price
 * per day, distance, up to three tags, availability and the wishlist heart. It sits on home's
 * first load, so it uses nothing heavier than icons and the wishlist context.
 */
export function ItemCard({ item, action, eager = false }: ItemCardProps) {
  const { t } = useTranslation('listings');
  const { shown, hidden } = visibleTags(item.tags);
  const price = formatPrice(item.priceCents);

  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-gray-800 dark:bg-gray-900">
      <Link to={`/items/${item.id}`} tabIndex={-1} aria-hidden="true" className="block">
        {item.image ? (
          <img
            src={item.image.url}
            width={item.image.width}
            height={item.image.height}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="aspect-[4/3] w-full bg-gray-100 object-cover dark:bg-gray-800"
          />
        ) : (
          <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-300">
            <Package className="h-8 w-8" />
            <span className="text-sm">{t('card.noPhoto')}</span>
          </div>
        )}
      </Link>
      <WishlistButton item={item} className="absolute right-2 top-2" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold text-gray-900 dark:text-gray-100">
          <Link to={`/items/${item.id}`} className="hover:underline">
            {item.title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-gray-700 dark:text-gray-300">
          <span>{t('card.by', { name: item.ownerName ?? t('card.anOwner') })}</span>
          {item.isVerified && (
            <span className="inline-flex items-center gap-1 text-brand-800 dark:text-brand-100">
              <BadgeCheck aria-hidden="true" className="h-4 w-4" />
              {t('card.verified')}
            </span>
          )}
        </p>
        {item.description && (
          <p className="line-clamp-2 text-sm text-gray-700 dark:text-gray-300">{item.description}</p>
        )}
        <p className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="text-lg font-bold text-brand-800 dark:text-brand-100">
            {price}
            <span className="text-sm font-normal text-gray-700 dark:text-gray-300">{t('card.perDay')}</span>
          </span>
          <span className="inline-flex items-center gap-1 text-sm text-gray-700 dark:text-gray-300">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {item.distanceMiles !== null
              ? t('card.distance', { distance: item.distanceMiles })
              : item.locationLabel}
          </span>
        </p>
        {item.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('item.tags')}>
            {shown.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-800 dark:bg-gray-800 dark:text-gray-200"
              >
                {tag}
              </li>
            ))}
            {hidden > 0 && (
              <li className="px-1 text-xs text-gray-700 dark:text-gray-300">
                {t('card.moreTags', { count: hidden })}
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto pt-2 empty:hidden">
          {action ? (
            // The rentals feature's button handles every state, 'Unavailable' included.
            action
          ) : item.isAvailable ? null : (
            <button
              type="button"
              disabled
              className="h-10 w-full cursor-not-allowed rounded-md bg-gray-200 text-sm font-medium text-gray-700 dark:bg-gray-800 dark:text-gray-300"
            >
              {t('card.unavailable')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
