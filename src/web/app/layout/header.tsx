import { Bell, Heart, MapPin, MessageCircle, Star } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { ListItemTrigger } from '../../features/items/list-item-trigger';
import { useLiveConnection, useLiveCounts } from '../../features/notifications/live';
import { SearchBox } from '../../features/search/search-box';
import { searchPath } from '../../features/search/search-path';
import { useWishlist } from '../../features/wishlist/wishlist-context';
import { useSiteInfo } from '../../lib/site';
import { useTranslation } from '../../lib/texts';
import { useAuth } from '../auth/auth-context';
import { IconLink } from './icon-link';
import { SideMenuTrigger } from './side-menu-trigger';
import { UserMenuTrigger } from './user-menu-trigger';

const textLinkClass = buttonClasses({ variant: 'ghost', size: 'md', className: 'px-2 lg:px-3' });

/**
 * The site header (spec section 2). Everything here is on every page's first load, so it holds
 * no Radix code: the account menu and the mobile side menu load on first use.
 */
export function Header() {
  const { t } = useTranslation();
  const { user, isGuest } = useAuth();
  const { items } = useWishlist();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onSearch = (query: string) => navigate(searchPath(query));
  const savedCount = items.length;
  useLiveConnection();
  const { notifications: unread, messages: unreadMessages } = useLiveCounts();
  // The site name an admin set (System Settings), once it has arrived.
  const siteName = useSiteInfo()?.site_name ?? t('appName');

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-page">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 md:gap-4 md:px-4">
        <div className="md:hidden">
          <SideMenuTrigger />
        </div>
        <Link to="/" className="shrink-0 rounded-md px-1 text-xl font-bold text-accent">
          {siteName}
        </Link>
        <div className="hidden max-w-xl flex-1 md:block">
          <SearchBox landmarkLabel={t('header.searchLabel')} onSearch={onSearch} />
        </div>
        <nav aria-label={t('header.navigation')} className="ml-auto flex items-center gap-1">
          <Link to="/search?sort=distance" className={textLinkClass}>
            <MapPin aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only lg:not-sr-only">{t('header.nearby')}</span>
          </Link>
          <Link to="/reviews" className={`${textLinkClass} max-md:hidden`}>
            <Star aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only lg:not-sr-only">{t('header.reviews')}</span>
          </Link>
          <IconLink
            to="/wishlist"
            icon={Heart}
            count={savedCount}
            label={savedCount > 0 ? t('header.favoritesCount', { count: savedCount }) : t('header.favorites')}
          />
          <IconLink
            to="/notifications"
            icon={Bell}
            count={unread}
            label={unread > 0 ? t('header.notificationsCount', { count: unread }) : t('header.notifications')}
          />
          {user && (
            // On a phone, Messages is in the side menu (the header has no room for it).
            <IconLink
              to="/messenger"
              icon={MessageCircle}
              count={unreadMessages}
              className="max-md:hidden"
              label={
                unreadMessages > 0
                  ? t('header.messagesCount', { count: unreadMessages })
                  : t('header.messages')
              }
            />
          )}
          {(user || isGuest) && (
            // A visitor who is neither has the one 'Sign In' below, not a second call to sign in.
            <div className="hidden md:block">
              <ListItemTrigger size="sm" to="/list-items" />
            </div>
          )}
          {user || isGuest ? (
            <div className="hidden md:block">
              <UserMenuTrigger />
            </div>
          ) : (
            <Link to="/welcome" className={buttonClasses({ size: 'sm', className: 'ml-1' })}>
              {t('header.signIn')}
            </Link>
          )}
        </nav>
      </div>
      {/* The search page has its own box: one search box, not two, above the results on a phone. */}
      {pathname !== '/search' && (
        <div className="px-3 pb-3 md:hidden">
          <SearchBox landmarkLabel={t('header.searchLabel')} onSearch={onSearch} />
        </div>
      )}
    </header>
  );
}
