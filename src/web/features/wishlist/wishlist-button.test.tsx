import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n';
import { WishlistButton } from './wishlist-button';
import { WishlistProvider } from './wishlist-context';

// The heart as item cards show it (moved here from the card's test when the card took it as a slot).
const item = {
  id: '6f1f7c2e-3b1a-4c55-9a43-0d6a2f1b9e10',
  title: 'Cordless drill',
  priceCents: 2550,
  priceUnit: 'day',
  image: { url: '/uploads/items/u/1-card.webp', width: 400, height: 300 },
  isAvailable: true,
};

function renderHeart(data: typeof item) {
  // Under a Suspense boundary, as in the app (main.tsx): its texts load lazily.
  return render(
    <Suspense fallback={null}>
      <WishlistProvider>
        <WishlistButton item={data} />
      </WishlistProvider>
    </Suspense>,
  );
}

describe('WishlistButton', () => {
  it('toggles the wishlist with the heart and stores the spec entry', async () => {
    renderHeart(item);
    const heart = await screen.findByRole('button', { name: 'Save Cordless drill to your wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    const saved = screen.getByRole('button', { name: 'Remove Cordless drill from your wishlist' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    const stored = JSON.parse(window.localStorage.getItem('wishlist') ?? '[]');
    expect(stored[0]).toMatchObject({
      id: item.id,
      title: 'Cordless drill',
      price: 25.5,
      priceUnit: 'day',
      owner: 'Owner',
      distance: 'Near you',
      reason: 'missed',
    });
    fireEvent.click(saved);
    expect(JSON.parse(window.localStorage.getItem('wishlist') ?? '[]')).toEqual([]);
  });
});
