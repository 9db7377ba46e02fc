import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useWishlist, WishlistProvider } from './wishlist-context';

const drill = {
  id: 'drill',
  title: 'Drill',
  price: 15,
  priceUnit: 'day',
  image: '/d.webp',
  isAvailable: true,
};

function Probe() {
  const { items, toggle, isInWishlist } = useWishlist();
  return (
    <div>
      <output>{items.map((entry) => entry.id).join(',')}</output>
      <button type="button" onClick={() => toggle(drill)}>
        {isInWishlist('drill') ? 'saved' : 'not saved'}
      </button>
    </div>
  );
}

describe('WishlistProvider', () => {
  it('loads from the wishlist key and writes every change back', () => {
    window.localStorage.setItem('wishlist', JSON.stringify([{ id: 'saw', title: 'Saw' }]));
    render(
      <WishlistProvider>
        <Probe />
      </WishlistProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('saw');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('status').textContent).toBe('drill,saw');
    expect(screen.getByRole('button').textContent).toBe('saved');
    expect(JSON.parse(window.localStorage.getItem('wishlist') ?? '[]')).toHaveLength(2);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('status').textContent).toBe('saw');
    expect(JSON.parse(window.localStorage.getItem('wishlist') ?? '[]')).toEqual([
      { id: 'saw', title: 'Saw' },
    ]);
  });

  it('refuses to be used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useWishlist must be used within a WishlistProvider');
  });
});
