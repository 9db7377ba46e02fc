import { useAuth } from '../app/auth/auth-context';
import { BookButton } from '../features/rentals/book-button';
import { WishlistView } from '../features/wishlist/wishlist-view';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';
import { useViewerPosition } from '../lib/viewer-position';

/** /wishlist (Favorites): the saved items; 'missed' items open the booking dialog. */
export default function WishlistPage() {
  const { t } = useTranslation('wishlist');
  usePageTitle(t('title'), t('metaDescription'));
  const { user } = useAuth();
  const point = useViewerPosition();
  return (
    <WishlistView
      userId={user?.id ?? null}
      point={point}
      bookAction={(card) => (
        <BookButton
          item={{ id: card.itemId, title: card.title, ownerId: card.ownerId, isAvailable: card.bookable }}
        />
      )}
    />
  );
}
