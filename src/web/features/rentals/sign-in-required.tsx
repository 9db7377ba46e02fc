import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../app/auth/auth-context';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useTranslation } from '../../lib/texts';

/** Rentals and payments belong to an account: guests are asked to sign in instead. */
export function SignInRequired({ children }: { children: ReactNode }) {
  const { t } = useTranslation('rentals');
  const { user, exitGuestMode } = useAuth();
  const navigate = useNavigate();
  if (user) return children;
  return (
    <EmptyState
      className="mt-8"
      icon={LogIn}
      title={t('signIn.title')}
      description={t('signIn.description')}
      action={
        <Button
          onClick={() => {
            exitGuestMode();
            navigate('/welcome?view=login');
          }}
        >
          {t('signIn.action')}
        </Button>
      }
    />
  );
}
