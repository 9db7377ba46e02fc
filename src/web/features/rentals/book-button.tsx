import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../app/auth/auth-context';
import { signInPath } from '../../app/auth/return-path';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/texts';

// The dialog (calendar, form, pricing) loads on the first click, not with the page.
const BookingDialog = lazy(() => import('./booking-dialog'));

export interface BookableItem {
  id: string;
  title: string;
  ownerId: string;
  isAvailable: boolean;
}

/**
 * The booking action for an item card or the item page. Unavailable items get the disabled
 * 'Unavailable' button (spec section 4); guests are sent to sign in; owners cannot book their own
 * item; everyone else opens the booking dialog.
 */
export function BookButton({
  item,
  size = 'md',
  className,
}: {
  item: BookableItem;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const { t } = useTranslation('rentals');
  const { user, exitGuestMode } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const full = cn('w-full', className);

  if (!item.isAvailable) {
    return (
      <Button size={size} disabled className={full}>
        {t('book.unavailable')}
      </Button>
    );
  }
  if (user && user.id === item.ownerId) {
    return <p className="text-center text-sm text-muted">{t('book.ownItem')}</p>;
  }
  if (!user) {
    return (
      <Button
        size={size}
        className={full}
        onClick={() => {
          exitGuestMode();
          navigate(signInPath(`${location.pathname}${location.search}`));
        }}
      >
        {t('book.signInToRent')}
      </Button>
    );
  }
  return (
    <>
      <Button
        size={size}
        className={full}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('book.rentNow')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <BookingDialog item={item} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
