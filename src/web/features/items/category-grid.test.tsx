import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render as renderComponent, screen, within } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { CategoryGrid } from './category-grid';

/** The counts API answers as the server does: every category, published listings only. */
function withCounts(counts: Record<string, number>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        categories: Object.entries(counts).map(([slug, count]) => ({ slug, count })),
      }),
    ),
  );
}

function render(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderComponent(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
afterEach(() => vi.unstubAllGlobals());

describe('CategoryGrid', () => {
  it('shows four categories, all eight after View More Categories, and four again after Show Less', async () => {
    withCounts({});
    render(
      <MemoryRouter>
        <Suspense fallback={null}>
          <CategoryGrid />
        </Suspense>
      </MemoryRouter>,
    );
    const section = await screen.findByRole('region', { name: 'Browse by Category' });
    const names = () =>
      within(section)
        .getAllByRole('link')
        .map((link) => link.querySelector('span + span')?.textContent);
    expect(names()).toEqual(['Power Tools', 'Generators', 'Yard Equipment', 'Party Supplies']);

    const toggle = within(section).getByRole('button', { name: 'View More Categories' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(names()).toEqual([
      'Power Tools',
      'Generators',
      'Yard Equipment',
      'Party Supplies',
      'Automotive',
      'Photography',
      'Home & Garden',
      'Professional',
    ]);
    expect(toggle.textContent).toBe('Show Less');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(toggle);
    expect(names()).toHaveLength(4);
    expect(toggle.textContent).toBe('View More Categories');
  });

  it('links each card to its category page with its real item count', async () => {
    withCounts({ 'power-tools': 12, generators: 1, 'yard-equipment': 0, 'party-supplies': 0 });
    render(
      <MemoryRouter>
        <Suspense fallback={null}>
          <CategoryGrid />
        </Suspense>
      </MemoryRouter>,
    );
    const card = await screen.findByRole('link', { name: /Generators/ });
    expect(card.getAttribute('href')).toBe('/generators');
    await vi.waitFor(() => expect(card.textContent).toContain('1 item'));
    expect(card.textContent).not.toContain('1 items');
    expect(screen.getByRole('link', { name: /Power Tools/ }).textContent).toContain('12 items');
    expect(screen.getByRole('link', { name: /Yard Equipment/ }).textContent).toContain('0 items');
  });
});
