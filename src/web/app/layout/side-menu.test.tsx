import { act, fireEvent, screen, within } from '@testing-library/react';
import { createRef, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SideMenu from './side-menu';
import { renderInApp, type Visitor } from './test-wiring';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSheet(visitor: Visitor) {
  const onOpenChange = vi.fn();
  const result = renderInApp(
    <Suspense fallback={null}>
      <SideMenu open onOpenChange={onOpenChange} returnFocusTo={createRef()} />
    </Suspense>,
    visitor,
  );
  return { ...result, onOpenChange };
}

describe('SideMenu', () => {
  it("shows a guest 'Guest User / Tap to view profile' leading to /welcome", async () => {
    renderSheet({ kind: 'guest' });
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    const profile = within(sheet).getByRole('link', { name: /Guest User/ });
    expect(profile.textContent).toContain('Tap to view profile');
    expect(profile.getAttribute('href')).toBe('/welcome');
  });

  it("shows a signed-in user's name, leading to /profile", async () => {
    renderSheet({ kind: 'user', email: 'sam@example.com', name: 'Sam Rivera' });
    const profile = await screen.findByRole('link', { name: /Sam Rivera/ });
    expect(profile.getAttribute('href')).toBe('/profile');
    expect(screen.queryByText('Guest User')).toBeNull();
  });

  it('falls back to the email when the user has no name', async () => {
    renderSheet({ kind: 'user', email: 'sam@example.com' });
    expect((await screen.findByRole('link', { name: /sam@example\.com/ })).getAttribute('href')).toBe(
      '/profile',
    );
  });

  it('lists Quick Actions and More in order, and closes when one is chosen', async () => {
    const { onOpenChange } = renderSheet({ kind: 'guest' });
    const nav = await screen.findByRole('navigation', { name: 'Menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Favorites', 'Notifications', 'My Rentals', 'Reviews', 'Settings', 'About Us']);
    fireEvent.click(within(nav).getByRole('link', { name: 'Settings' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("gives a member Messages and My Listings, and everyone 'List Your Items' (a guest: 'Sign In to List')", async () => {
    renderSheet({ kind: 'user', email: 'sam@example.com' });
    const nav = await screen.findByRole('navigation', { name: 'Menu' });
    // The session is read asynchronously: the member's rows appear once it is.
    await within(nav).findByRole('link', { name: 'Messages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Favorites',
      'Notifications',
      'Messages',
      'My Rentals',
      'My Listings',
      'Reviews',
      'Settings',
      'About Us',
    ]);
    expect(within(nav).getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/messenger');
    expect(screen.getByRole('button', { name: 'List Your Items' })).toBeTruthy();
  });

  it("offers a guest 'Sign In to List' in the menu", async () => {
    renderSheet({ kind: 'guest' });
    expect(await screen.findByRole('button', { name: 'Sign In to List' })).toBeTruthy();
  });

  it('signs out', async () => {
    const { onOpenChange } = renderSheet({ kind: 'guest' });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(window.localStorage.getItem('guest_mode')).toBeNull();
  });

  it('has no Sign Out for a visitor who is neither signed in nor a guest', async () => {
    renderSheet({ kind: 'anonymous' });
    await screen.findByRole('dialog', { name: 'Menu' });
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  it('switches the theme', async () => {
    renderSheet({ kind: 'guest' });
    const light = await screen.findByRole('button', { name: 'Light' });
    fireEvent.click(light);
    expect(light.getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });
});
