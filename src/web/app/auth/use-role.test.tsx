import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { AdminOnly } from './admin-only';
import { AuthProvider } from './auth-context';
import { useRole } from './use-role';

/** Answers the session and role requests; counts the role lookups. */
function stubServer(answer: { user: string | null; role: Response | (() => Response) }) {
  const roleCalls: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/auth/get-session')) {
        if (!answer.user) return Response.json(null);
        return Response.json({
          user: { id: answer.user, email: `${answer.user}@example.com` },
          session: { id: 's', expiresAt: '2099-01-01T00:00:00Z' },
        });
      }
      if (url.includes('/api/roles/me')) {
        roleCalls.push(Date.now());
        return typeof answer.role === 'function' ? answer.role() : answer.role.clone();
      }
      return Response.json(null);
    }),
  );
  return roleCalls;
}

function wrap(ui: ReactNode) {
  const client = new QueryClient();
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/admin', element: ui },
    ],
    { initialEntries: ['/admin'] },
  );
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return router;
}

function ShowRole({ label }: { label: string }) {
  const { role, isAdmin, loading } = useRole();
  return <p>{`${label}:${role ?? 'none'}:${isAdmin}:${loading}`}</p>;
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useRole (spec section 4)', () => {
  it('is null without a user, and never asks the server', async () => {
    const calls = stubServer({ user: null, role: Response.json({ role: 'admin' }) });
    wrap(<ShowRole label="a" />);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText('a:none:false:false')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('looks the role up after 100 ms, once per user id, for every component', async () => {
    const calls = stubServer({ user: 'u1', role: Response.json({ role: 'admin' }) });
    wrap(
      <>
        <ShowRole label="a" />
        <ShowRole label="b" />
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(calls).toHaveLength(0);
    expect(screen.getByText('a:none:false:true')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(100));
    await screen.findByText('a:admin:true:false');
    await screen.findByText('b:admin:true:false');
    expect(calls).toHaveLength(1);
  });

  it("falls back to 'user' when the lookup fails", async () => {
    stubServer({
      user: 'u2',
      role: () => Response.json({ error: { code: 'x', message: 'down' } }, { status: 500 }),
    });
    wrap(<ShowRole label="c" />);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await screen.findByText('c:user:false:false');
  });
});

describe('AdminOnly', () => {
  it('sends a non-admin to /', async () => {
    stubServer({ user: 'u3', role: Response.json({ role: 'user' }) });
    const router = wrap(
      <AdminOnly>
        <p>secret admin page</p>
      </AdminOnly>,
    );
    await act(() => vi.advanceTimersByTimeAsync(200));
    await screen.findByText('home page');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('secret admin page')).toBeNull();
  });

  it('shows the page to an admin', async () => {
    stubServer({ user: 'u4', role: Response.json({ role: 'admin' }) });
    wrap(
      <AdminOnly>
        <p>secret admin page</p>
      </AdminOnly>,
    );
    await act(() => vi.advanceTimersByTimeAsync(200));
    await screen.findByText('secret admin page');
  });
});
