import { Bell, BellRing, MapPin, Trash2, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { formatDate, formatDay, formatPrice } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import type { WishlistCard as Card } from './api';

const REASON_STYLE: Record<Card['reason'], string> = {
  missed: 'bg-success-surface text-success-fg',
  unavailable: 'bg-surface-strong text-fg',
  expensive: 'bg-warning-surface text-warning-fg',
};

interface WishlistCardProps {
  card: Card;
  /** The 'missed' action: the booking button (rentals) the page plugs in. */
  bookAction: ReactNode;
  alertOn: boolean;
  onAlert: () => void;
  alertPending: boolean;
  onRemove: () => void;
}

/**
 * One saved item (spec section 2): image, title, distance, owner, price per unit, saved date,
 * 'Available from' when it is booked today, the reason badge, its action, and remove.
 */
export function WishlistCardView({
  card,
  bookAction,
  alertOn,
  onAlert,
  alertPending,
  onRemove,
}: WishlistCardProps) {
  const { t } = useTranslation('wishlist');
  const titleId = `wishlist-${card.itemId}`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface"
    >
      <div className="relative aspect-[4/3] bg-surface-sunken">
        {card.image && <img src={card.image} alt="" className="h-full w-full object-cover" loading="lazy" />}
        <span
          className={cn(
            'absolute left-3 top-3 rounded-full px-3 py-1 text-xs font-semibold',
            REASON_STYLE[card.reason],
          )}
        >
          {t(`card.reason.${card.reason}`)}
        </span>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('card.remove', { title: card.title })}
          className="absolute right-3 top-3 flex h-10 w-10 items-center justify-center rounded-full bg-surface/90 text-fg-soft shadow hover:bg-white"
        >
          <Trash2 aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 id={titleId} className="text-lg font-semibold text-fg">
          <Link to={`/items/${card.itemId}`} className="hover:underline">
            {card.title}
          </Link>
        </h2>
        <p className="flex items-center gap-1 text-sm text-muted">
          <MapPin aria-hidden="true" className="h-4 w-4" />
          {card.distanceMiles === null
            ? t('card.nearYou')
            : t('card.distance', { distance: card.distanceMiles })}
        </p>
        <p className="flex items-center gap-1 text-sm text-muted">
          <User aria-hidden="true" className="h-4 w-4" />
          {t('card.owner', { owner: card.ownerName ?? t('card.ownerFallback') })}
        </p>
        <p className="text-lg font-bold text-fg">
          {t('card.price', { price: formatPrice(card.priceCents), unit: t('card.unit') })}
        </p>
        <p className="text-sm text-muted">{t('card.saved', { date: formatDate(card.savedAt) })}</p>
        {card.availableFrom && (
          <p className="text-sm font-medium text-fg">
            {t('card.availableFrom', { date: formatDay(card.availableFrom) })}
          </p>
        )}
        <div className="mt-auto pt-2">
          {card.reason === 'missed' ? (
            bookAction
          ) : (
            <Button
              variant="secondary"
              className="w-full"
              disabled={alertOn || alertPending}
              aria-pressed={alertOn}
              onClick={onAlert}
            >
              {alertOn ? (
                <BellRing aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Bell aria-hidden="true" className="h-4 w-4" />
              )}
              {alertOn ? t('card.action.alertOn') : t(`card.action.${card.reason}`)}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
