import { useRouteError } from 'react-router';
import { ErrorFallback } from './error-fallback';

/**
 * The router's fallback, for errors outside a page's own render: a page's code chunk that fails
 * to load, or the layout itself. It shows the spec's error fallback; 'Try Again' loads the page
 * afresh, since the router keeps a failed chunk load and would only fail again.
 */
export function RouterError({ inLayout = false }: { inLayout?: boolean }) {
  const error = useRouteError();
  console.error('Route failed', error);
  const fallback = <ErrorFallback onRetry={() => window.location.reload()} />;
  // Inside the layout the page's <main> is already there; on its own it needs one.
  return inLayout ? fallback : <main id="main">{fallback}</main>;
}
