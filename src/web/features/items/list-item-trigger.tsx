import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../app/auth/auth-context';
import { Button, type ButtonStyle } from '../../components/ui/button';
import { useTranslation } from '../../lib/texts';

const ListingDrawer = lazy(() => import('./listing-drawer'));

interface ListItemTriggerProps extends ButtonStyle {
  /** Go to this page instead of opening the drawer (the header goes to /list-items, spec section 2). */
  to?: string;
}

/**
 * The one 'List Your Items' action (header, hero, /list-items). Listing needs an account: a guest
 * sees 'Sign In to List', which exits guest mode and goes to /welcome (spec section 2). A
 * signed-in user gets the list-item drawer, loaded on first click.
 */
export function ListItemTrigger({ to, ...style }: ListItemTriggerProps) {
  const { t } = useTranslation();
  const { user, isGuest, exitGuestMode } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  if (!user) {
    return (
      <Button
        {...style}
        onClick={() => {
          if (isGuest) exitGuestMode();
          navigate('/welcome');
        }}
      >
        {t('listItems.signInToList')}
      </Button>
    );
  }
  return (
    <>
      <Button
        {...style}
        aria-haspopup={to ? undefined : 'dialog'}
        onClick={() => {
          if (to) {
            navigate(to);
            return;
          }
          setRequested(true);
          setOpen(true);
        }}
      >
        {t('listItems.listYourItems')}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <ListingDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
