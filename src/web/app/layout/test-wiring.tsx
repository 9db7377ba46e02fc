import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import '../../lib/i18n';
import { WishlistProvider } from '../../features/wishlist/wishlist-context';
import { AuthProvider } from '../auth/auth-context';
import { ThemeProvider } from '../theme/theme-context';

export type Visitor =
  | { kind: 'anonymous' }
  | { kind: 'guest' }
  | { kind: 'user'; email: string; name?: string; role?: 'admin' | 'user' };

/**
 * Test wiring for the layout components: the real query, auth, theme and wishlist providers, the
 * session request answered for the chosen visitor, and a memory router (read
 * `router.state.location` to see where a link or menu item went).
 */
export function renderInApp(ui: ReactNode, visitor: Visitor) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
  if (visitor.kind === 'guest') window.localStorage.setItem('guest_mode', 'true');
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/api/roles/me') && visitor.kind === 'user')
      return Response.json({ role: visitor.role ?? 'user' });
    if (url.endsWith('/api/auth/get-session') && visitor.kind === 'user') {
      return Response.json({
        user: { id: 'u1', email: visitor.email, name: visitor.name ?? null },
        session: { id: 's1', expiresAt: '2099-01-01T00:00:00Z' },
      });
    }
    return Response.json(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthProvider>
          <WishlistProvider>
            <RouterProvider router={router} />
          </WishlistProvider>
        </AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, fetchMock };
}
