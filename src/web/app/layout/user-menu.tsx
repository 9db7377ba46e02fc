import { List, LogOut, MessageCircle, Settings, ShoppingBag, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { THEMES } from '../../../shared/constants';
import { useLiveCounts } from '../../features/notifications/live';
import { useTranslation } from '../../lib/texts';
import { AdminBadge } from '../auth/admin-badge';
import { useAuth } from '../auth/auth-context';
import { useTheme } from '../theme/theme-context';
import { parseTheme } from '../theme/theme-logic';
import { AccountButton } from './account-button';
import { UnreadBadge } from './unread-badge';

export interface UserMenuProps {
  defaultOpen?: boolean;
  /** Shown beside a signed-in user's email: where the 'Admin' badge goes. */
  badge?: ReactNode;
}

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm text-fg outline-none data-[highlighted]:bg-surface-sunken';
const labelClass = 'px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted';
const separatorClass = 'my-1 h-px bg-surface-strong';

/**
 * The account menu (spec section 2, user menu): a guest sees 'Guest Mode' and 'Sign In / Sign Up';
 * a signed-in user sees their email, Profile, My Rentals, My Listings, Messages (with the live
 * unread count), Settings and Sign Out. Both can pick
 * the theme here. Loaded on first use (see UserMenuTrigger).
 */
export default function UserMenu({ defaultOpen = false, badge }: UserMenuProps) {
  const { t } = useTranslation('menu');
  const { t: tCommon } = useTranslation();
  const { user, exitGuestMode, signOut } = useAuth();
  const { theme, setTheme } = useTheme();
  const navigate = useNavigate();
  const unreadMessages = useLiveCounts().messages;

  return (
    // Not modal: a modal menu hides the page with aria-hidden while its focusable controls stay reachable.
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <AccountButton label={tCommon('header.accountMenu')} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-60 rounded-lg border border-border bg-surface p-1 shadow-lg"
        >
          {user ? (
            <>
              <DropdownMenu.Label className="px-3 py-2">
                <span className="block text-xs text-muted">{t('signedInAs')}</span>
                <span className="flex items-center gap-2">
                  <span className="truncate text-sm font-medium text-fg">{user.email}</span>
                  {badge ?? <AdminBadge />}
                </span>
              </DropdownMenu.Label>
              <DropdownMenu.Separator className={separatorClass} />
              <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/profile')}>
                <UserRound aria-hidden="true" className="h-4 w-4" />
                {t('profile')}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/rentals')}>
                <ShoppingBag aria-hidden="true" className="h-4 w-4" />
                {t('myRentals')}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/my-listings')}>
                <List aria-hidden="true" className="h-4 w-4" />
                {t('myListings')}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/messenger')}>
                <MessageCircle aria-hidden="true" className="h-4 w-4" />
                {t('messages')}
                <UnreadBadge count={unreadMessages} />
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/settings')}>
                <Settings aria-hidden="true" className="h-4 w-4" />
                {t('settings')}
              </DropdownMenu.Item>
            </>
          ) : (
            <>
              <DropdownMenu.Label className={labelClass}>{t('guestMode')}</DropdownMenu.Label>
              <DropdownMenu.Item
                className={itemClass}
                onSelect={() => {
                  exitGuestMode();
                  navigate('/welcome');
                }}
              >
                <UserRound aria-hidden="true" className="h-4 w-4" />
                {t('signInSignUp')}
              </DropdownMenu.Item>
            </>
          )}
          <DropdownMenu.Separator className={separatorClass} />
          <DropdownMenu.Label className={labelClass}>{t('theme')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={theme} onValueChange={(value) => setTheme(parseTheme(value))}>
            {THEMES.map((option) => (
              <DropdownMenu.RadioItem key={option} value={option} className={itemClass}>
                <span className="flex h-4 w-4 items-center justify-center" aria-hidden="true">
                  <DropdownMenu.ItemIndicator>
                    <span className="block h-2 w-2 rounded-full bg-accent" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {t(`themes.${option}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          {user && (
            <>
              <DropdownMenu.Separator className={separatorClass} />
              <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
                <LogOut aria-hidden="true" className="h-4 w-4" />
                {t('signOut')}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
