import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n';
import { mapSourceQuery, type SearchResultPage } from './api';
import ResultsMap from './results-map';

type MapItem = SearchResultPage['items'][number];

const denver = { latitude: 39.74, longitude: -104.99 };

/** Two items in one area, as the search API lists them (only what the map reads matters). */
function results(): MapItem[] {
  return [1, 2].map(
    (n) => ({ id: `item-${n}`, title: `Tile saw ${n}`, priceCents: 2500, area: denver }) as MapItem,
  );
}

function mapWith(items: readonly MapItem[]) {
  return (
    // Under a Suspense boundary, as in the app (main.tsx): its texts load lazily.
    <Suspense fallback={null}>
      <MemoryRouter>
        <ResultsMap items={items} viewer={null} />
      </MemoryRouter>
    </Suspense>
  );
}

describe('ResultsMap', () => {
  it('keeps an open popup when the page re-renders with equal results', async () => {
    const client = new QueryClient();
    client.setQueryData(mapSourceQuery.queryKey, {
      tileUrl: 'http://tiles.test/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
    });
    const view = render(<QueryClientProvider client={client}>{mapWith(results())}</QueryClientProvider>);
    const marker = await waitFor(() => {
      const found = view.container.querySelector('.results-map-marker');
      if (!found) throw new Error('no marker yet');
      return found;
    });
    fireEvent.click(marker);
    expect(view.container.querySelectorAll('.leaflet-popup .results-map-popup a')).toHaveLength(2);

    // A search page re-renders (a refetch, a live update) and hands over a new, equal array.
    view.rerender(<QueryClientProvider client={client}>{mapWith(results())}</QueryClientProvider>);

    expect(view.container.querySelectorAll('.leaflet-popup .results-map-popup a')).toHaveLength(2);
  });
});
