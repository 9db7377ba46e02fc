import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { Header } from '../features/layout/header';
import { MaintenanceGate } from '../features/maintenance/maintenance-gate';
import { AccessGate } from './access-gate';
import { ErrorBoundary } from './error/error-boundary';

// The chat helper is not needed for first paint; it loads after the page.
const ChatHelper = lazy(() => import('../features/chat/chat-helper'));

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <MaintenanceGate>
      <AccessGate>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {t('skipToContent')}
        </a>
        <Header />
        <main id="main" className="min-h-[60vh]">
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<Spinner label={t('loading')} className="py-24" />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Suspense fallback={null}>
          <ChatHelper />
        </Suspense>
        <ScrollRestoration />
      </AccessGate>
    </MaintenanceGate>
  );
}
