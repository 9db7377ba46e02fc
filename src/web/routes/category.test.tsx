import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResultList } from '../features/search/use-search-results';
import { i18n } from '../lib/i18n';
import CategoryRoute from './category';

const NOTE =
  'So many items match that the newest are shown first. Add a word or a filter to see the best matches.';

const results = vi.hoisted(() => ({ newestFirst: false }));
vi.mock('../features/search/use-search-results', () => ({
  useCategoryItems: (): ResultList => ({
    items: [],
    total: 1000,
    totalCapped: true,
    newestFirst: results.newestFirst,
    isPending: false,
    sort: 'relevance',
    located: false,
    hasNextPage: false,
    loadingMore: false,
    loadMore: () => {},
  }),
}));

beforeAll(() => i18n.loadNamespaces(['category', 'search']));

function renderCategory(url: string) {
  const router = createMemoryRouter(
    [{ path: '/professional', handle: { category: 'professional' }, Component: CategoryRoute }],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
}

describe('a category page searched with a broad word', () => {
  it('says the newest are shown first when the server lists them so', async () => {
    results.newestFirst = true;
    renderCategory('/professional?q=drill');
    expect(await screen.findByText(NOTE)).toBeTruthy();
  });

  it('says nothing of the order when the results are ranked', async () => {
    results.newestFirst = false;
    renderCategory('/professional?q=drill');
    expect(await screen.findByRole('heading', { name: 'Professional', level: 1 })).toBeTruthy();
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});
