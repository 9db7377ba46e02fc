import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '../lib/analytics';

/**
 * One page view per page the router shows (spec section 7), mounted once in the root layout. The
 * path only: query strings can carry search words and checkout session ids, which a page-view log
 * has no use for. Re-renders of the same page do not count again.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
