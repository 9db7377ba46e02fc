import { type ComponentType, lazy } from 'react';
import { type LoaderFunctionArgs, useLocation } from 'react-router';
import { queryClient } from '../app/providers';
import { prefetchAdminPage } from '../features/admin/prefetch';

/*
 * The administration pages and the owners' identity page behind one lazy route module: the first
 * page's bundle then names this one file instead of every page and everything each page needs.
 * Each page still loads on its own. (/admin/listings is the listings' route, which the router
 * ranks before /admin/:section.)
 */
const PAGES: Record<string, ComponentType> = {
  '/admin/users': lazy(() => import('./admin-users')),
  '/admin/analytics': lazy(() => import('./admin-analytics')),
  '/admin/settings': lazy(() => import('./admin-settings')),
  '/admin/identity': lazy(() => import('./admin-identity')),
  '/admin/disputes': lazy(() => import('./admin-disputes')),
  '/admin/support': lazy(() => import('./admin-support')),
  '/admin/audit': lazy(() => import('./admin-audit')),
  '/admin/jobs': lazy(() => import('./admin-jobs')),
  '/verify-identity': lazy(() => import('./verify-identity')),
};
const NotFound = lazy(() => import('./not-found'));

/** The page's data starts loading while its code does (admin pages let only admins in). */
export function loader({ request }: LoaderFunctionArgs): null {
  prefetchAdminPage(queryClient, new URL(request.url));
  return null;
}

export function Component() {
  const path = useLocation().pathname.replace(/\/+$/, '');
  const Page = Object.hasOwn(PAGES, path) ? PAGES[path] : undefined;
  return Page ? <Page /> : <NotFound />;
}
