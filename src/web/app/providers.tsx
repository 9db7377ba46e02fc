import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { AuthProvider } from '../features/auth/auth-context';
import { ThemeProvider } from '../features/theme/theme-context';
import { WishlistProvider } from '../features/wishlist/wishlist-context';
import { i18n } from '../lib/i18n';

// A signed-in user's saved look and language; loaded after first paint to keep the first page small.
const UserPreferences = lazy(() =>
  import('./user-preferences').then((module) => ({ default: module.UserPreferences })),
);

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <AuthProvider>
            <WishlistProvider>
              {children}
              <LazyToaster />
              <Suspense fallback={null}>
                <UserPreferences />
              </Suspense>
            </WishlistProvider>
          </AuthProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
