import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { AfterLoad } from '../lib/after-load';
import { useTranslation } from '../lib/texts';
import { AccessGate } from './access-gate';
import { ErrorBoundary } from './error/error-boundary';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { MaintenanceGate } from './maintenance/maintenance-gate';
import { usePageViews } from './page-views';

// The chat helper is not needed for first paint; its code loads once the page is idle.
const ChatHelper = lazy(() => import('../features/help/chat-helper'));
/**
 * Pages whose cards and forms end in amounts at the right edge: on a phone the floating chat
 * bubble would sit on them, so it stays off there (Support's 'Open Help Chat' and every other
 * page still have it).
 */
const MONEY_PAGES = ['/rentals', '/checkout', '/payment-success', '/rental-success', '/items/'];

/** While a payment page's code and texts load, it already says what it is doing (its session is checked meanwhile). */
function loadingKey(pathname: string): 'verifyingPayment' | 'loading' {
  return pathname === '/payment-success' || pathname === '/rental-success' ? 'verifyingPayment' : 'loading';
}

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageViews();
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
        {/* At least a screen tall, so the footer starts below the fold: while a page's results
            load, a footer in view would be pushed down and out (Lighthouse counted 0.2 to 0.3
            of layout shift on search and item pages). */}
        <main id="main" className="min-h-svh">
          <ErrorBoundary resetKey={pathname}>
            {/* One boundary per page (key): Preact 11.2 re-renders a component whose texts or
                code arrive after its page was left if the boundary it suspended in is still
                mounted, and that render throws (decisions 012 and 038). */}
            <Suspense key={pathname} fallback={<Spinner label={t(loadingKey(pathname))} className="py-24" />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Footer />
        <AfterLoad>
          <Suspense fallback={null}>
            <ChatHelper hideOnPhone={MONEY_PAGES.some((page) => pathname.startsWith(page))} />
          </Suspense>
        </AfterLoad>
        <ScrollRestoration />
      </AccessGate>
    </MaintenanceGate>
  );
}
