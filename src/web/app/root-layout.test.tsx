import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it, vi } from 'vitest';
import '../lib/i18n';
import { RootLayout } from './root-layout';

const headerRenders = vi.hoisted(() => ({ count: 0 }));

// The layout's own parts, reduced to what this test watches: how often the header renders.
vi.mock('./layout/header', () => ({
  Header: () => {
    headerRenders.count++;
    return <header>Header</header>;
  },
}));
vi.mock('./layout/footer', () => ({ Footer: () => <footer>Footer</footer> }));
vi.mock('./access-gate', () => ({ AccessGate: ({ children }: { children: ReactNode }) => children }));
vi.mock('./maintenance/maintenance-gate', () => ({
  MaintenanceGate: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('./page-views', () => ({ usePageViews: () => {} }));
vi.mock('../features/help/chat-helper', () => ({ default: () => <p>Chat helper</p> }));

it('adds the chat helper once the page has loaded without rendering the header again', async () => {
  vi.stubGlobal('scrollTo', () => {});
  // The browser's idle moment, given by hand (jsdom has none, and its page is already loaded).
  let idle = () => {};
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle = callback;
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => {});
  const router = createMemoryRouter(
    [{ element: <RootLayout />, children: [{ path: '/', element: <p>Home page</p> }] }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByText('Home page');
  const before = headerRenders.count;

  expect(screen.queryByText('Chat helper')).toBeNull();

  act(() => idle());
  await screen.findByText('Chat helper');
  // A render of the layout, for one extra, is a task that renders header, menus and footer again
  // on a phone (issue 18's Lighthouse runs counted it in the blocking time).
  expect(headerRenders.count).toBe(before);
});
