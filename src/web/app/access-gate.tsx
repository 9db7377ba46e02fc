import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { viewFrom, WelcomeScreen } from '../features/auth/welcome-screen';
import { useTranslation } from '../lib/texts';
import { useAuth } from './auth/auth-context';

/** Pages anyone may read without choosing guest mode or signing in (spec section 2, access gate). */
export const PUBLIC_PATHS = ['/privacy-policy', '/terms-of-service', '/auth/reset-password'];

/**
 * Spinner while auth loads; a visitor who is neither signed in nor a guest sees the welcome flow
 * in place of any page except the public ones.
 *
 * A guest who opens the login or sign-up form is leaving guest mode (spec section 4), so the form
 * is shown here from its first frame. Shown on the /welcome page first, it was replaced by this
 * one a frame later, when guest mode ended: what was typed or autofilled by then was lost.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { loading, user, isGuest } = useAuth();
  const { pathname, search } = useLocation();
  if (PUBLIC_PATHS.includes(pathname)) return children;
  if (loading) return <Spinner label={t('loading')} className="min-h-screen" />;
  const openingForm = pathname === '/welcome' && viewFrom(new URLSearchParams(search)) !== 'welcome';
  if (!user && (!isGuest || openingForm)) {
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
