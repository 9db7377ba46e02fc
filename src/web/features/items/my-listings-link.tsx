import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../app/auth/auth-context';
import { type ButtonStyle, buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/texts';

/** 'My Listings' (profile, /list-items): only for signed-in users, who may have listings. */
export function MyListingsLink(style: ButtonStyle) {
  const { t } = useTranslation('listings');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Link to="/my-listings" className={buttonClasses({ variant: 'secondary', ...style })}>
      <ClipboardList aria-hidden="true" className="h-4 w-4" />
      {t('mine.title')}
    </Link>
  );
}
