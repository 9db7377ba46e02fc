import { lazy, Suspense } from 'react';
import { useRole } from '../app/auth/use-role';
import HomeView from '../features/items/home-view';
import { PlaceControl } from '../features/search/place-control';
import { WishlistButton } from '../features/wishlist/wishlist-button';
import { useTranslation } from '../lib/texts';

/*
 * Home is the first page almost every visitor sees, so it ships in the first bundle with its
 * texts: one round trip fewer before the hero paints (bench/lighthouse-home.ts). What only some
 * visitors need stays lazy.
 */
// Admins only: nobody else downloads any of the admin panel.
const AdminPanel = lazy(() => import('../features/admin/admin-panel-entry'));
// The cards' booking button loads with the cards, not with this route.
const BookButton = lazy(() =>
  import('../features/rentals/book-button').then((m) => ({ default: m.BookButton })),
);

export default function HomePage() {
  const { t } = useTranslation();
  const { isAdmin } = useRole();
  return (
    <>
      <HomeView
        renderAction={(item) => <BookButton item={item} />}
        renderSave={(item) => <WishlistButton item={item} />}
        place={<PlaceControl className="mt-2" />}
      />
      {/* Spec section 6: after the featured items, for admins only (its code loads only for them). */}
      {isAdmin ? (
        <Suspense
          fallback={
            <p role="status" className="mx-auto max-w-7xl px-4 pb-16 text-muted">
              {t('adminPanelLoading')}
            </p>
          }
        >
          <AdminPanel />
        </Suspense>
      ) : null}
    </>
  );
}
