import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { WishlistProvider } from '../features/wishlist/wishlist-context';
import { i18n } from '../lib/i18n';
import { createMutationCache, createQueryCache } from '../lib/mutation-errors';
import { AuthProvider, useAuth } from './auth/auth-context';
import { ThemeProvider } from './theme/theme-context';

// A signed-in user's saved look and language; loaded after first paint to keep the first page small.
const UserPreferences = lazy(() =>
  import('./user-preferences').then((module) => ({ default: module.UserPreferences })),
);

/**
 * Guests never download the preferences code. Once someone signs in it stays mounted for the
 * visit, so signing out still resets the look and language.
 */
function SignedInPreferences() {
  const { user } = useAuth();
  const [needed, setNeeded] = useState(false);
  if (user && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <UserPreferences />
    </Suspense>
  ) : null;
}

export const queryClient = new QueryClient({
  // Failed mutations and queries are told in one place, as each one's meta.errorToast says.
  mutationCache: createMutationCache(() => i18n.t('common:errorBoundary.title')),
  queryCache: createQueryCache(() => i18n.t('common:errorBoundary.title')),
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

/** The wishlist follows the signed-in member (undefined while the session is being read). */
function MemberWishlist({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  return <WishlistProvider userId={loading ? undefined : (user?.id ?? null)}>{children}</WishlistProvider>;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <AuthProvider>
            <MemberWishlist>
              {children}
              <LazyToaster />
              <SignedInPreferences />
            </MemberWishlist>
          </AuthProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
