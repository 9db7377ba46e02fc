import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useTranslation } from '../lib/texts';
import { useAuth } from './auth/auth-context';

/** Pages of one's own account: a guest is sent to /welcome to sign in (visitors see it already). */
export function RequireUser({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  if (loading) return <Spinner label={t('loading')} className="py-24" />;
  if (!user) return <Navigate to="/welcome" replace />;
  return children;
}
