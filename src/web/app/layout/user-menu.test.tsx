import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInApp } from './test-wiring';
import UserMenu from './user-menu';

beforeAll(() => {
  // Radix measures the trigger to place the menu; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderMenu(visitor: Parameters<typeof renderInApp>[1], badge?: ReactNode) {
  return renderInApp(
    <Suspense fallback={null}>
      <UserMenu defaultOpen badge={badge} />
    </Suspense>,
    visitor,
  );
}

describe('UserMenu', () => {
  it("shows a guest 'Guest Mode' and 'Sign In / Sign Up', which exits guest mode and goes to /welcome", async () => {
    const { router } = renderMenu({ kind: 'guest' });
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('Guest Mode');
    expect(screen.queryByRole('menuitem', { name: 'Sign Out' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Sign In / Sign Up' }));
    });
    expect(router.state.location.pathname).toBe('/welcome');
    expect(window.localStorage.getItem('guest_mode')).toBeNull();
  });

  it('shows a signed-in user their email, the badge slot, Profile, My Rentals, My Listings, Messages, Settings and Sign Out', async () => {
    renderMenu({ kind: 'user', email: 'sam@example.com' }, <span>Owner</span>);
    const menu = await screen.findByRole('menu');
    expect(await screen.findByText('sam@example.com')).toBeTruthy();
    expect(menu.textContent).toContain('Owner');
    expect(menu.textContent).not.toContain('Guest Mode');
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'My Rentals', 'My Listings', 'Messages', 'Settings', 'Sign Out']);
  });

  it("shows an admin the 'Admin' badge beside their email", async () => {
    renderMenu({ kind: 'user', email: 'ada@example.com', role: 'admin' });
    const label = (await screen.findByText('ada@example.com')).parentElement as HTMLElement;
    expect(await within(label).findByText('Admin')).toBeTruthy();
  });

  it('shows a plain user no badge once their role is known', async () => {
    const { fetchMock } = renderMenu({ kind: 'user', email: 'sam@example.com', role: 'user' });
    await screen.findByText('sam@example.com');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/api/roles/me'))).toBe(true),
    );
    await act(async () => {});
    expect(screen.queryByText('Admin')).toBeNull();
  });

  it('goes to My Rentals', async () => {
    const { router } = renderMenu({ kind: 'user', email: 'sam@example.com' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'My Rentals' }));
    expect(router.state.location.pathname).toBe('/rentals');
  });

  it('signs out through the server', async () => {
    const { fetchMock } = renderMenu({ kind: 'user', email: 'sam@example.com' });
    await act(async () => {
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' }));
  });

  it('switches the theme', async () => {
    renderMenu({ kind: 'guest' });
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
