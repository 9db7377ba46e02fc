import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from './header';
import { renderInApp } from './test-wiring';

afterEach(() => {
  vi.unstubAllGlobals();
});

function saved(count: number) {
  const entries = Array.from({ length: count }, (_, index) => ({
    id: `item-${index}`,
    title: `Item ${index}`,
    price: 10,
    priceUnit: 'day',
    image: '',
    owner: 'Owner',
    distance: 'Near you',
    reason: 'missed',
    savedDate: 'Just now',
  }));
  window.localStorage.setItem('wishlist', JSON.stringify(entries));
}

describe('Header', () => {
  it('shows a guest the search, Nearby, Reviews, favorites, notifications, list action and account menu', async () => {
    renderInApp(<Header />, { kind: 'guest' });
    expect(await screen.findByRole('link', { name: 'ShareShed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ShareShed' }).getAttribute('href')).toBe('/');
    // Desktop and mobile boxes (CSS shows one at a time).
    expect(screen.getAllByRole('combobox', { name: 'Search' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Nearby' }).getAttribute('href')).toBe('/search?sort=distance');
    expect(screen.getByRole('link', { name: 'Reviews' }).getAttribute('href')).toBe('/reviews');
    expect(screen.getByRole('link', { name: 'Favorites' }).getAttribute('href')).toBe('/wishlist');
    expect(screen.getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe('/notifications');
    expect(screen.queryAllByTestId('badge')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Sign In to List' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Messages' })).toBeNull();
  });

  it('badges the heart with the wishlist count', async () => {
    saved(3);
    renderInApp(<Header />, { kind: 'guest' });
    const heart = await screen.findByRole('link', { name: 'Favorites, 3 saved items' });
    expect(within(heart).getByTestId('badge').textContent).toBe('3');
  });

  it('offers Sign In to a visitor who is neither signed in nor a guest', async () => {
    renderInApp(<Header />, { kind: 'anonymous' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/welcome'),
    );
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    // One call to sign in, not two.
    expect(screen.queryByRole('button', { name: 'Sign In to List' })).toBeNull();
  });

  it('gives a member a Messages link (a guest has no conversations)', async () => {
    renderInApp(<Header />, { kind: 'user', email: 'sam@example.com' });
    expect((await screen.findByRole('link', { name: 'Messages' })).getAttribute('href')).toBe('/messenger');
  });

  it('searches for the typed term at /search?q=', async () => {
    const { router } = renderInApp(<Header />, { kind: 'guest' });
    const [box] = await screen.findAllByRole('combobox', { name: 'Search' });
    fireEvent.input(box as HTMLElement, { target: { value: 'tile saw' } });
    fireEvent.submit((box as HTMLElement).closest('form') as HTMLFormElement);
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=tile+saw');
  });

  it('goes to /search for an empty search', async () => {
    const { router } = renderInApp(<Header />, { kind: 'guest' });
    const [box] = await screen.findAllByRole('combobox', { name: 'Search' });
    fireEvent.submit((box as HTMLElement).closest('form') as HTMLFormElement);
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('');
  });
});
