import { Heart } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/texts';
import { useWishlist } from './wishlist-context';

interface WishlistButtonProps {
  item: {
    id: string;
    title: string;
    priceCents: number;
    priceUnit: string;
    image: { url: string } | null;
    isAvailable: boolean;
  };
  className?: string;
}

/** The heart (spec section 4): adds the item to the wishlist, or removes it when already there. */
export function WishlistButton({ item, className }: WishlistButtonProps) {
  const { t } = useTranslation('listings');
  const { isInWishlist, toggle } = useWishlist();
  const saved = isInWishlist(item.id);
  return (
    <button
      type="button"
      onClick={() =>
        toggle({
          id: item.id,
          title: item.title,
          price: item.priceCents / 100,
          priceUnit: item.priceUnit,
          image: item.image?.url ?? '',
          isAvailable: item.isAvailable,
        })
      }
      aria-pressed={saved}
      aria-label={t(saved ? 'card.removeFromWishlist' : 'card.saveToWishlist', { title: item.title })}
      className={cn(
        'flex h-10 w-10 items-center justify-center rounded-full bg-surface/90 text-fg-soft shadow hover:bg-white',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('h-5 w-5', saved && 'fill-red-600 text-red-600')} />
    </button>
  );
}
