import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CATEGORIES } from '../../shared/constants';
import { PAGE_TEXTS } from '../../shared/page-texts';
import { i18n } from '../lib/i18n';
import HomePage from '../routes/home';
import { RouterError } from './error/router-error';
import { queryClient } from './providers';
import { RootLayout } from './root-layout';

/**
 * Every page is its own lazily loaded chunk, so the first page stays small. `texts`: the
 * catalogues its first render needs (shared/page-texts.ts), loaded beside its code, so the page
 * renders once, whole, rather than again for each part that suspended on a catalogue. A catalogue
 * that fails to load is left to the components (they suspend and retry as before).
 */
function page(
  load: () => Promise<{ default: ComponentType }>,
  texts: readonly string[] = [],
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), i18n.loadNamespaces(texts).catch(() => {})]);
      return { Component: module.default };
    },
  };
}

/**
 * Loaders start a page's queries while its code loads (no waterfall) and never block or fail
 * navigation. The query modules are imported here, lazily, so they stay out of the first page's
 * bundle; the page chunk shares them.
 */
const listingsApi = () => import('../features/items/api');
const rentalsApi = () => import('../features/rentals/api');

function prefetchOwnAccount(withSettings: boolean): () => null {
  return () => {
    void import('../features/profiles/api').then(({ profileQuery }) =>
      queryClient.prefetchQuery(profileQuery),
    );
    if (withSettings) {
      void import('../features/user-settings/api').then(({ settingsQuery }) =>
        queryClient.prefetchQuery(settingsQuery),
      );
    }
    return null;
  };
}

/** The success pages verify their checkout session while their code loads. */
function prefetchPaymentSession({ request }: { request: Request }): null {
  const sessionId = new URL(request.url).searchParams.get('session_id');
  if (sessionId) {
    void rentalsApi().then(({ paymentSessionQuery }) =>
      queryClient.prefetchQuery(paymentSessionQuery(sessionId)),
    );
  }
  return null;
}

const adminPages = () => import('../routes/admin');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouterError />,
    children: [
      {
        // A page that fails to load (a code chunk missing after a deploy, a network drop) shows
        // the spec's fallback inside the layout, header and footer still there.
        errorElement: <RouterError inLayout />,
        children: pages(),
      },
    ],
  },
];

function pages(): RouteObject[] {
  return [
    // Home is in the first bundle (see routes/home.tsx); every other page is lazy.
    { path: '/', Component: HomePage },
    { path: '/welcome', ...page(() => import('../routes/welcome')) },
    { path: '/search', ...page(() => import('../routes/search'), PAGE_TEXTS.search) },
    ...CATEGORIES.map((category) => ({
      path: `/${category.slug}`,
      handle: { category: category.slug },
      ...page(() => import('../routes/category'), PAGE_TEXTS.category),
    })),
    { path: '/about', ...page(() => import('../routes/about')) },
    { path: '/list-items', ...page(() => import('../routes/list-items')) },
    { path: '/trust-safety', ...page(() => import('../routes/trust-safety')) },
    { path: '/privacy-policy', ...page(() => import('../routes/privacy-policy')) },
    { path: '/terms-of-service', ...page(() => import('../routes/terms-of-service')) },
    { path: '/support', ...page(() => import('../routes/support')) },
    { path: '/app-store-compliance', ...page(() => import('../routes/app-store-compliance')) },
    { path: '/reviews', ...page(() => import('../routes/reviews')) },
    { path: '/wishlist', ...page(() => import('../routes/wishlist')) },
    { path: '/messenger', ...page(() => import('../routes/messenger')) },
    { path: '/messenger/:conversationId', ...page(() => import('../routes/messenger')) },
    { path: '/notifications', ...page(() => import('../routes/notifications')) },
    { path: '/users/:id', ...page(() => import('../routes/user-profile')) },
    { path: '/message/:id', ...page(() => import('../routes/message')) },
    { path: '/auth/reset-password', ...page(() => import('../routes/reset-password')) },
    // Own-account pages: the data is fetched while the page's code loads (no waterfall).
    { path: '/profile', loader: prefetchOwnAccount(false), ...page(() => import('../routes/profile')) },
    {
      path: '/edit-profile',
      loader: prefetchOwnAccount(false),
      ...page(() => import('../routes/edit-profile')),
    },
    {
      path: '/settings',
      loader: prefetchOwnAccount(true),
      ...page(() => import('../routes/settings')),
    },
    // Listings: each page's data starts loading with its code (no waterfall).
    {
      path: '/items/:id',
      loader: ({ params }) => {
        const id = params.id;
        if (id) {
          void Promise.all([listingsApi(), import('../lib/viewer-position')]).then(
            ([{ itemQuery }, { getViewerPosition }]) =>
              queryClient.prefetchQuery(itemQuery(id, getViewerPosition())),
          );
        }
        return null;
      },
      ...page(() => import('../routes/item'), PAGE_TEXTS.item),
    },
    {
      path: '/my-listings',
      loader: () => {
        void listingsApi().then(({ myListingsQuery }) => queryClient.prefetchQuery(myListingsQuery));
        return null;
      },
      ...page(() => import('../routes/my-listings')),
    },
    {
      path: '/admin/listings',
      loader: () => {
        void listingsApi().then(({ reviewQueueQuery }) =>
          queryClient.prefetchInfiniteQuery(reviewQueueQuery('pending')),
        );
        return null;
      },
      ...page(() => import('../routes/admin-listings')),
    },
    // Rentals and payments: each page's data starts loading with its code.
    {
      path: '/rentals',
      loader: ({ request }) => {
        const tab = new URL(request.url).searchParams.get('tab');
        void rentalsApi().then(({ rentalsQuery }) =>
          queryClient.prefetchQuery(rentalsQuery(tab === 'lending' ? 'lending' : 'renting')),
        );
        return null;
      },
      ...page(() => import('../routes/rentals')),
    },
    {
      path: '/payouts/sandbox/:accountId',
      ...page(() => import('../routes/payouts-sandbox')),
    },
    {
      path: '/checkout/:sessionId',
      loader: ({ params }) => {
        const sessionId = params.sessionId;
        if (sessionId) {
          void rentalsApi().then(({ sandboxCheckoutQuery }) =>
            queryClient.prefetchQuery(sandboxCheckoutQuery(sessionId)),
          );
        }
        return null;
      },
      ...page(() => import('../routes/checkout')),
    },
    {
      path: '/rental-success',
      loader: prefetchPaymentSession,
      ...page(() => import('../routes/rental-success')),
    },
    {
      path: '/payment-success',
      loader: prefetchPaymentSession,
      ...page(() => import('../routes/payment-success')),
    },
    // Administration (spec section 6) and the owners' identity check.
    // /admin/users, /analytics, /settings, /identity, /audit and /verify-identity: routes/admin.tsx
    // picks the page.
    { path: '/admin/:section', lazy: adminPages },
    { path: '/verify-identity', lazy: adminPages },
    { path: '*', ...page(() => import('../routes/not-found')) },
  ];
}

export function createRouter() {
  return createBrowserRouter(routes);
}
