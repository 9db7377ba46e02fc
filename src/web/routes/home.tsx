import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRole } from '../features/auth/use-role';
import { i18n } from '../lib/i18n';

/*
 * The router fetches this module for every visit to '/', also when the access gate shows the
 * welcome flow instead of the page. So it stays tiny: the page and its texts load only when the
 * page is actually shown, both at once.
 */
const loadView = () => import('../features/catalogue/home-view');
const HomeView = lazy(loadView);
// Admins only: nobody else downloads any of the admin panel.
const AdminPanel = lazy(() => import('../features/admin/admin-panel-entry'));
// The cards' booking button loads with the cards, not with this route.
const BookButton = lazy(() =>
  import('../features/rentals/book-button').then((m) => ({ default: m.BookButton })),
);

export default function HomePage() {
  const { t } = useTranslation();
  const { isAdmin } = useRole();
  void i18n.loadNamespaces(['home', 'catalogue']);
  return (
    <>
      <HomeView renderAction={(item) => <BookButton item={item} />} />
      {/* Spec section 6: after the featured items, for admins only (its code loads only for them). */}
      {isAdmin ? (
        <Suspense
          fallback={
            <p role="status" className="mx-auto max-w-7xl px-4 pb-16 text-gray-700 dark:text-gray-300">
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
