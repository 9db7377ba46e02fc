import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_SITE_NAME } from '../../../shared/constants';
import { useAuth } from '../../app/auth/auth-context';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useSignUpOpen, useSiteInfo } from '../../lib/site';
import { useTranslation } from '../../lib/texts';

export type WelcomeView = 'welcome' | 'signup' | 'login';

// The forms (react-hook-form, zod, dialogs) load only when someone opens them, keeping the
// first page small.
const loadForms = () => import('./auth-forms');
const AuthForms = lazy(loadForms);

/** The view lives in the URL (?view=signup|login) so it survives reloads and the back button. */
export function viewFrom(params: URLSearchParams): WelcomeView {
  const view = params.get('view');
  return view === 'signup' || view === 'login' ? view : 'welcome';
}

/**
 * The welcome flow (spec section 2): Create Account, Log In, Continue as Guest, then the
 * sign-up and login forms. Full screen (its own <main>) in place of a page; `landmark={false}`
 * when rendered inside the layout's main.
 */
export function WelcomeScreen({ landmark = true }: { landmark?: boolean }) {
  const { t } = useTranslation('welcome');
  const { continueAsGuest } = useAuth();
  const site = useSiteInfo();
  const siteName = site?.site_name ?? DEFAULT_SITE_NAME;
  // The admin's switch: with registration off, sign-up is not offered at all.
  const signUpOpen = useSignUpOpen();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // ?view=signup while sign-up is closed shows the welcome card, which says so.
  const requested = viewFrom(params);
  const view = requested === 'signup' && !signUpOpen ? 'welcome' : requested;
  const Wrapper = landmark ? 'main' : 'div';
  // Other parameters (the page to return to after signing in) stay.
  const open = (next: 'signup' | 'login') =>
    setParams((current) => {
      current.set('view', next);
      return current;
    });
  const preload = () => void loadForms();

  return (
    <Wrapper
      id={landmark ? 'main' : undefined}
      className="flex min-h-screen items-center justify-center bg-brand-50 px-4 py-10 dark:bg-gray-950"
    >
      {view === 'welcome' ? (
        <div className="w-full max-w-md rounded-2xl bg-surface p-8 shadow-lg">
          <h1 className="text-center text-3xl font-bold text-accent">{t('title', { siteName })}</h1>
          <p className="mt-2 text-center text-muted">{t('subtitle')}</p>
          <div className="mt-8 flex flex-col gap-3">
            {signUpOpen ? (
              <Button size="lg" onClick={() => open('signup')} onPointerEnter={preload} onFocus={preload}>
                {t('createAccount')}
              </Button>
            ) : (
              <p className="text-center text-muted">{t('signUpClosed')}</p>
            )}
            <Button
              size="lg"
              variant="secondary"
              onClick={() => open('login')}
              onPointerEnter={preload}
              onFocus={preload}
            >
              {t('logIn')}
            </Button>
            <Button
              size="lg"
              variant="ghost"
              onClick={() => {
                continueAsGuest();
                navigate('/', { replace: true });
              }}
            >
              {t('continueAsGuest')}
            </Button>
          </div>
        </div>
      ) : (
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <AuthForms view={view} />
        </Suspense>
      )}
    </Wrapper>
  );
}
