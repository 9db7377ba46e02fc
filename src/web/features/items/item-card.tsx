import { BadgeCheck, MapPin, Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import type { ItemCard as ItemCardData } from './api';
import { visibleTags } from './item-rules';

interface ItemCardProps {
  item: ItemCardData;
  /** The booking action (the rentals feature's book button, which also shows 'Unavailable'). */
  action?: ReactNode;
  /** The save-to-wishlist heart over the photo (the wishlist feature's button), from the page. */
  save?: ReactNode;
  /** Cards above the fold load their photo at once, first in line; the rest when scrolled near. */
  eager?: boolean;
}

/**
 * The item card (spec section 3): photo, title, owner with verified badge, description, price
 * per day, distance, up to three tags, availability and the wishlist heart (a slot). It sits on
 * home's first load, so it uses nothing heavier than icons.
 */
export function ItemCard({ item, action, save, eager = false }: ItemCardProps) {
  const { t } = useTranslation('listings');
  const { shown, hiddenCount } = visibleTags(item.tags);
  const price = formatPrice(item.priceCents);

  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm transition-shadow hover:shadow-md">
      <Link to={`/items/${item.id}`} tabIndex={-1} aria-hidden="true" className="block">
        {item.image ? (
          <img
            src={item.image.url}
            width={item.image.width}
            height={item.image.height}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            className="aspect-[4/3] w-full bg-surface-sunken object-cover"
          />
        ) : (
          <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-surface-sunken text-muted">
            <Package className="h-8 w-8" />
            <span className="text-sm">{t('card.noPhoto')}</span>
          </div>
        )}
      </Link>
      {save && <div className="absolute right-2 top-2">{save}</div>}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold text-fg">
          <Link to={`/items/${item.id}`} className="hover:underline">
            {item.title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
          <span>{t('card.by', { name: item.ownerName ?? t('card.anOwner') })}</span>
          {item.isVerified && (
            <span className="inline-flex items-center gap-1 text-accent">
              <BadgeCheck aria-hidden="true" className="h-4 w-4" />
              {t('card.verified')}
            </span>
          )}
        </p>
        {item.description && <p className="line-clamp-2 text-sm text-muted">{item.description}</p>}
        <p className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="text-lg font-bold text-accent">
            {price}
            <span className="text-sm font-normal text-muted">{t('card.perDay')}</span>
          </span>
          <span className="inline-flex items-center gap-1 text-sm text-muted">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {item.distanceMiles !== null
              ? t('card.distance', { distance: item.distanceMiles })
              : item.locationLabel}
          </span>
        </p>
        {item.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('item.tags')}>
            {shown.map((tag) => (
              <li key={tag} className="rounded-full bg-surface-sunken px-2 py-0.5 text-xs text-fg-soft">
                {tag}
              </li>
            ))}
            {hiddenCount > 0 && (
              <li className="px-1 text-xs text-muted">{t('card.moreTags', { count: hiddenCount })}</li>
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
              className="h-10 w-full cursor-not-allowed rounded-md bg-border text-sm font-medium text-muted"
            >
              {t('card.unavailable')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
