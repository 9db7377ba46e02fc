import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n';
import type { CatalogueItem } from './catalogue-types';
import { ItemGrid } from './item-grid';

const items: CatalogueItem[] = Array.from({ length: 6 }, (_, index) => ({
  id: `6f1f7c2e-3b1a-4c55-9a43-0d6a2f1b9e1${index}`,
  title: `Drill ${index + 1}`,
  description: 'Two batteries and a charger.',
  priceCents: 2550,
  priceUnit: 'day',
  image: { url: `/uploads/items/u/${index}-card.webp`, width: 400, height: 300 },
  ownerId: 'owner-1',
  ownerName: 'Olive Owner',
  isAvailable: true,
  isVerified: false,
  tags: [],
  category: 'power-tools',
  locationLabel: 'Austin, TX',
  distanceMiles: null,
  area: { latitude: 30.27, longitude: -97.74 },
  status: 'published',
}));

async function photos(eagerPhotos?: number) {
  const { container } = render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <ItemGrid items={items} label="Results" eagerPhotos={eagerPhotos} />
      </Suspense>
    </MemoryRouter>,
  );
  // The cards' texts load lazily (the listings namespace): on a busy machine that can take over 1 s.
  await screen.findByRole('link', { name: 'Drill 6' }, { timeout: 5000 });
  return [...container.querySelectorAll('img')].map((img) => [
    img.getAttribute('loading'),
    img.getAttribute('fetchpriority'),
  ]);
}

describe('ItemGrid photos', () => {
  it('loads the first cards of a results page at once, first in line, and the rest lazily', async () => {
    expect(await photos(4)).toEqual([
      ...Array(4).fill(['eager', 'high']),
      ...Array(2).fill(['lazy', 'auto']),
    ]);
  });

  it('keeps every photo lazy where the cards sit below the fold (home)', async () => {
    expect(await photos()).toEqual(Array(6).fill(['lazy', 'auto']));
  });
});
