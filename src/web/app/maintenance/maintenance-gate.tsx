import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSiteInfo } from '../../lib/site';
import { useAuth } from '../auth/auth-context';
import { useRole } from '../auth/use-role';

const MaintenanceView = lazy(() => import('./maintenance-view'));

/** Always reachable: staff sign in on /welcome, and the legal pages stay public (spec section 2). */
const OPEN_PATHS = ['/welcome', '/privacy-policy', '/terms-of-service', '/auth/reset-password'];

/**
 * maintenanceMode: visitors and users see the maintenance page instead of the site; admins keep
 * working, with a banner saying the site is closed. Costs nothing while maintenance is off.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const site = useSiteInfo();
  const { user, loading } = useAuth();
  const role = useRole();
  const { pathname } = useLocation();
  // While the session is read, the access gate shows its spinner.
  if (!site?.maintenance_mode || loading || OPEN_PATHS.includes(pathname)) return children;
  // A signed-in user's role is still being looked up: show the site only once it is known.
  if (user && role.loading) return null;
  return (
    <Suspense fallback={null}>
      <MaintenanceView admin={role.isAdmin} siteName={site.site_name} supportEmail={site.support_email}>
        {children}
      </MaintenanceView>
    </Suspense>
  );
}
