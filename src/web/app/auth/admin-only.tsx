import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/texts';
import { useRole } from './use-role';

/**
 * Guards an admin page (spec section 6): non-admins are redirected to / (replace); a spinner
 * shows while the role is being looked up.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { role, loading } = useRole();
  if (loading) return <Spinner label={t('loading')} className="py-24" />;
  if (role !== 'admin') return <Navigate to="/" replace />;
  return children;
}
