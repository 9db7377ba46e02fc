import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { PopularInArea } from './popular-in-area';

const NO_PLACE = 'Share your location to see what neighbors rent most near you.';

beforeAll(async () => {
  await i18n.loadNamespaces('search');
});
afterEach(() => vi.unstubAllGlobals());

it('holds the place of its answer while it loads, so the results below do not move', async () => {
  let answer: (response: Response) => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PopularInArea miles={null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const banner = screen.getByRole('region', { name: 'Most Popular in Your Area' });
  // Loading: the line is there, unseen and unread, with the text it will most likely have.
  const line = banner.querySelector(':scope > p');
  expect(line?.textContent).toBe(NO_PLACE);
  expect(line?.getAttribute('aria-hidden')).toBe('true');
  expect(line?.className).toContain('invisible');

  await act(async () => answer(Response.json({ items: [], located: false })));
  // Answered: the same line, now seen and read.
  await waitFor(() => expect(line?.getAttribute('aria-hidden')).toBeNull());
  expect(banner.querySelector(':scope > p')).toBe(line);
  expect(line?.textContent).toBe(NO_PLACE);
  expect(line?.className).not.toContain('invisible');
});
