import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleSink, setAnalyticsSink } from '../lib/analytics';
import { usePageViews } from './page-views';

afterEach(() => setAnalyticsSink(consoleSink));

function Layout() {
  usePageViews();
  return null;
}

describe('usePageViews', () => {
  it('tracks each page the router shows once, by path without the query', async () => {
    const views: string[] = [];
    setAnalyticsSink({ event: () => {}, pageView: (path) => views.push(path) });
    const router = createMemoryRouter([{ path: '*', Component: Layout }], { initialEntries: ['/about'] });
    const view = render(<RouterProvider router={router} />);
    expect(views).toEqual(['/about']);

    view.rerender(<RouterProvider router={router} />);
    expect(views).toEqual(['/about']);

    await act(() => router.navigate('/search?q=drill'));
    await act(() => router.navigate('/search?q=saw'));
    await act(() => router.navigate('/items/1'));
    expect(views).toEqual(['/about', '/search', '/items/1']);
  });
});
