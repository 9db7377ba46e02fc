import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n';
import type { ItemCard as ItemCardData } from './api';
import { ItemCard } from './item-card';

const item: ItemCardData = {
  id: '6f1f7c2e-3b1a-4c55-9a43-0d6a2f1b9e10',
  title: 'Cordless drill',
  description: 'Two batteries and a charger.',
  priceCents: 2550,
  priceUnit: 'day',
  image: { url: '/uploads/items/u/1-card.webp', width: 400, height: 300 },
  ownerId: 'owner-1',
  ownerName: 'Olive Owner',
  isAvailable: true,
  isVerified: true,
  tags: ['drill', 'cordless', '20V', 'makita', 'kit'],
  category: 'power-tools',
  locationLabel: 'Austin, TX',
  distanceMiles: 2.4,
  area: { latitude: 30.27, longitude: -97.74 },
  status: 'published',
};

function renderCard(data: ItemCardData, withAction = true) {
  return render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <ItemCard
          item={data}
          action={withAction ? <button type="button">Book now</button> : undefined}
          save={<button type="button">Save</button>}
        />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('ItemCard', () => {
  it('shows title, owner with verified badge, price per day, distance, and three tags then +N more', async () => {
    renderCard(item);
    const link = await screen.findByRole('link', { name: 'Cordless drill' });
    expect(link.getAttribute('href')).toBe(`/items/${item.id}`);
    expect(screen.getByText('by Olive Owner')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('$25.50')).toBeTruthy();
    expect(screen.getByText('2.4 mi away')).toBeTruthy();
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect([...tags.querySelectorAll('li')].map((entry) => entry.textContent)).toEqual([
      'drill',
      'cordless',
      '20V',
      '+2 more',
    ]);
    const image = document.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('width')).toBe('400');
    expect(image?.getAttribute('height')).toBe('300');
    expect(screen.getByRole('button', { name: 'Book now' })).toBeTruthy();
  });

  it('shows the place instead of a distance when the viewer position is unknown, and no +N for three tags', async () => {
    renderCard({ ...item, distanceMiles: null, tags: ['a', 'b', 'c'], isVerified: false, ownerName: null });
    await screen.findByRole('link', { name: 'Cordless drill' });
    expect(screen.getByText('Austin, TX')).toBeTruthy();
    expect(screen.queryByText(/more$/)).toBeNull();
    expect(screen.queryByText('Verified')).toBeNull();
    expect(screen.getByText('by Owner')).toBeTruthy();
  });

  it("shows a disabled 'Unavailable' button for a paused item when no booking action is given", async () => {
    renderCard({ ...item, isAvailable: false }, false);
    const button = await screen.findByRole('button', { name: 'Unavailable' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('leaves an available item without a button when no booking action is given', async () => {
    renderCard(item, false);
    await screen.findByRole('link', { name: 'Cordless drill' });
    expect(screen.queryByRole('button', { name: 'Unavailable' })).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
