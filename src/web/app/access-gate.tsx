import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { WelcomeScreen } from '../features/auth/welcome-screen';
import { useAuth } from './auth/auth-context';

/** Pages anyone may read without choosing guest mode or signing in (spec section 2, access gate). */
export const PUBLIC_PATHS = ['/privacy-policy', '/terms-of-service', '/auth/reset-password'];

/**
 * Spinner while auth loads; a visitor who is neither signed in nor a guest sees the welcome flow
 * in place of any page except the public ones.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { loading, user, isGuest } = useAuth();
  const { pathname } = useLocation();
  if (PUBLIC_PATHS.includes(pathname)) return children;
  if (loading) return <Spinner label={t('loading')} className="min-h-screen" />;
  if (!user && !isGuest) {
    // Its texts may still be loading (a first visit straight to a page): the spinner stays until
    // they are in, rather than the suspension reaching the router's error page (Preact renders the
    // app: decision 038).
    return (
      <Suspense fallback={<Spinner label={t('loading')} className="min-h-screen" />}>
        <WelcomeScreen />
      </Suspense>
    );
  }
  return children;
}
