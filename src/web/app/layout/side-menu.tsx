import {
  Bell,
  ClipboardList,
  Heart,
  Info,
  List,
  LogOut,
  type LucideIcon,
  MessageCircle,
  Settings,
  Star,
  X,
} from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { THEMES } from '../../../shared/constants';
import { Dialog, DialogClose, DialogTitle } from '../../components/ui/dialog';
import { PersonAvatar } from '../../components/ui/person-avatar';
import { ListItemTrigger } from '../../features/items/list-item-trigger';
import { useLiveCounts } from '../../features/notifications/live';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/texts';
import { useAuth } from '../auth/auth-context';
import { useTheme } from '../theme/theme-context';
import { choiceButtonClass } from './choice-button';
import { LanguageSwitcher } from './language-switcher';
import { UnreadBadge } from './unread-badge';

interface SideMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plain button that opened the sheet gets focus back when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

interface MenuLink {
  to: string;
  labelKey: string;
  icon: LucideIcon;
  /** Only for a signed-in member (guests have no conversations or listings). */
  membersOnly?: boolean;
}

const QUICK_ACTIONS: readonly MenuLink[] = [
  { to: '/wishlist', labelKey: 'sideMenu.favorites', icon: Heart },
  { to: '/notifications', labelKey: 'sideMenu.notifications', icon: Bell },
  { to: '/messenger', labelKey: 'sideMenu.messages', icon: MessageCircle, membersOnly: true },
  { to: '/rentals', labelKey: 'sideMenu.myRentals', icon: ClipboardList },
  { to: '/my-listings', labelKey: 'sideMenu.myListings', icon: List, membersOnly: true },
  { to: '/reviews', labelKey: 'sideMenu.reviews', icon: Star },
];

const MORE: readonly MenuLink[] = [
  { to: '/settings', labelKey: 'sideMenu.settings', icon: Settings },
  { to: '/about', labelKey: 'sideMenu.aboutUs', icon: Info },
];

const rowLayout =
  'flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm font-medium hover:bg-surface-sunken';
const rowClass = `${rowLayout} text-fg`;
const sectionHeadingClass = 'px-3 pb-1 pt-4 text-xs font-semibold uppercase tracking-wide text-muted';

/**
 * The mobile side menu (spec section 2): profile entry, 'List Your Items', Quick Actions (with
 * Messages and My Listings for members), More, theme and Sign Out.
 */
export default function SideMenu({ open, onOpenChange, returnFocusTo }: SideMenuProps) {
  const { t } = useTranslation('menu');
  const { user, isGuest, signOut } = useAuth();
  const { theme, setTheme } = useTheme();
  const unreadMessages = useLiveCounts().messages;
  const close = () => onOpenChange(false);

  const links = (items: readonly MenuLink[]) => (
    <ul>
      {items
        .filter((link) => user || !link.membersOnly)
        .map(({ to, labelKey, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={rowClass} onClick={close}>
              <Icon aria-hidden="true" className="h-5 w-5 text-accent" />
              {t(labelKey)}
              {to === '/messenger' && <UnreadBadge count={unreadMessages} />}
            </Link>
          </li>
        ))}
    </ul>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      placement="left"
      className="w-80 max-w-[85vw] overflow-y-auto bg-surface p-4 shadow-xl"
      aria-describedby={undefined}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusTo.current?.focus();
      }}
    >
      <div className="flex items-center justify-between">
        <DialogTitle className="text-lg font-bold text-fg">{t('sideMenu.title')}</DialogTitle>
        <DialogClose
          aria-label={t('sideMenu.close')}
          className="inline-flex h-10 w-10 items-center justify-center rounded-md text-fg-soft hover:bg-surface-sunken"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </DialogClose>
      </div>

      <Link
        to={user ? '/profile' : '/welcome'}
        onClick={close}
        className="mt-3 flex items-center gap-3 rounded-lg bg-accent-soft px-3 py-3 hover:bg-accent-surface"
      >
        <PersonAvatar url={user?.image ?? null} size={40} />
        <span className="min-w-0">
          <span className="block truncate font-semibold text-fg">
            {user ? user.name || user.email : t('sideMenu.guestUser')}
          </span>
          <span className="block text-sm text-muted">{t('sideMenu.tapToViewProfile')}</span>
        </span>
      </Link>

      {/* On a phone the header has no room for 'List Your Items': it is here. */}
      <div className="mt-3" onClickCapture={close}>
        <ListItemTrigger size="md" className="w-full" to="/list-items" />
      </div>

      <nav aria-label={t('sideMenu.title')}>
        <h3 className={sectionHeadingClass}>{t('sideMenu.quickActions')}</h3>
        {links(QUICK_ACTIONS)}
        <h3 className={sectionHeadingClass}>{t('sideMenu.more')}</h3>
        {links(MORE)}
      </nav>

      <fieldset className="mt-2">
        <legend className={sectionHeadingClass}>{t('theme')}</legend>
        <div className="flex gap-2 px-3">
          {THEMES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={theme === option}
              onClick={() => setTheme(option)}
              className={cn('flex-1', choiceButtonClass(theme === option))}
            >
              {t(`themes.${option}`)}
            </button>
          ))}
        </div>
      </fieldset>

      <LanguageSwitcher className="mt-2" legendClassName={sectionHeadingClass} />

      {(user || isGuest) && (
        <button
          type="button"
          className={cn(rowLayout, 'mt-auto text-danger-fg')}
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <LogOut aria-hidden="true" className="h-5 w-5" />
          {t('signOut')}
        </button>
      )}
    </Dialog>
  );
}
