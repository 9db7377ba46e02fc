import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import ListItemsPage from './list-items';

// The page's buttons depend on who is signed in; this test is about its copy.
vi.mock('../features/items/list-item-trigger', () => ({ ListItemTrigger: () => null }));
vi.mock('../features/items/my-listings-link', () => ({ MyListingsLink: () => null }));

/** GET /api/site as the server answers it, with the admin's commission rate. */
function site(commissionRate: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        site_name: 'ShareShed',
        site_description: '',
        support_email: 'support@shareshed.com',
        maintenance_mode: false,
        commission_rate: commissionRate,
        max_rental_days: 30,
        registration_enabled: true,
      }),
    ),
  );
}
afterEach(() => vi.unstubAllGlobals());

async function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Suspense fallback={null}>
          <ListItemsPage />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.findByRole('heading', { name: 'What you earn' });
}

describe('/list-items quotes the commission the admin set', () => {
  it('at 5%: keep 95%, Platform fee (5%), and the example priced with it', async () => {
    site(5);
    await renderPage();
    expect(await screen.findByText(/you keep 95% of every rental/)).toBeTruthy();
    expect(screen.getByText('Platform fee (5%)')).toBeTruthy();
    expect(screen.getByText('−$6.00')).toBeTruthy();
    expect(screen.getByText('$114.00')).toBeTruthy();
    expect(screen.queryByText(/97%/)).toBeNull();
  });

  it('at the default 3%: the spec example, $116.40', async () => {
    site(3);
    await renderPage();
    expect(await screen.findByText('Platform fee (3%)')).toBeTruthy();
    expect(screen.getByText('$116.40')).toBeTruthy();
    expect(screen.getByText(/you keep 97% of every rental/)).toBeTruthy();
  });
});
