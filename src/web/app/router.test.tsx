import { describe, expect, it, vi } from 'vitest';
import { PAGE_TEXTS } from '../../shared/page-texts';

// The pages' own code is not what is tested here (and takes seconds to transform).
vi.mock('../routes/search', () => ({ default: () => null }));
vi.mock('../routes/item', () => ({ default: () => null }));
vi.mock('../routes/category', () => ({ default: () => null }));

describe('a page opened directly', () => {
  // Before: each card's Book button and heart suspended on its own catalogue and rendered again,
  // one task per card, after the page's first render (issue 18's Lighthouse runs).
  it.each([
    ['/search', PAGE_TEXTS.search],
    ['/items/:id', PAGE_TEXTS.item],
    ['/power-tools', PAGE_TEXTS.category],
  ])(
    '%s has its texts by the time its code is ready',
    async (path, texts) => {
      // A fresh app for each page: no catalogue loaded yet.
      vi.resetModules();
      const { i18n } = await import('../lib/i18n');
      const { routes } = await import('./router');
      const pages = routes[0]?.children?.[0]?.children ?? [];
      const lazy = pages.find((route) => route.path === path)?.lazy;
      if (typeof lazy !== 'function') throw new Error(`no lazy page at ${path}`);

      for (const namespace of texts) expect(i18n.hasLoadedNamespace(namespace)).toBe(false);
      await lazy();
      for (const namespace of texts) expect(i18n.hasLoadedNamespace(namespace)).toBe(true);
    },
    // A fresh module graph (the router and home's code) takes seconds to import.
    30_000,
  );
});
