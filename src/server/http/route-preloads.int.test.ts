import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, webBuild } from '../test/test-app';

/** A build manifest shaped as Vite writes it (keys relative to src/web, shared chunks with '_'). */
const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_framework-f1.js'] },
  '_framework-f1.js': { file: 'assets/framework-f1.js' },
  'routes/search.tsx': {
    file: 'assets/search-s1.js',
    isDynamicEntry: true,
    imports: ['_framework-f1.js', '_grid-g1.js'],
  },
  '_grid-g1.js': { file: 'assets/grid-g1.js', imports: ['_text-t1.js', '_framework-f1.js'] },
  '_text-t1.js': { file: 'assets/text-t1.js' },
  'routes/item.tsx': { file: 'assets/item-i1.js', isDynamicEntry: true, imports: ['_grid-g1.js'] },
  'routes/category.tsx': { file: 'assets/category-c1.js', isDynamicEntry: true },
  'locales/en/search.json': { file: 'assets/search-en.js', isDynamicEntry: true },
  'locales/en/listings.json': { file: 'assets/listings-en.js', isDynamicEntry: true },
  'locales/en/rentals.json': { file: 'assets/rentals-en.js', isDynamicEntry: true },
  'locales/de/search.json': { file: 'assets/search-de.js', isDynamicEntry: true },
  'locales/de/listings.json': { file: 'assets/listings-de.js', isDynamicEntry: true },
  'locales/de/rentals.json': { file: 'assets/rentals-de.js', isDynamicEntry: true },
  'locales/en/about.json': { file: 'assets/about-en.js', isDynamicEntry: true },
};

let t: TestApp;
beforeAll(async () => {
  const dist = webBuild(
    '<!doctype html><html><head><title>ShareShed</title><script type="module" src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>',
    MANIFEST,
  );
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => t.close());

async function preloads(route: string, headers: Record<string, string> = {}): Promise<string[]> {
  const html = await (await t.request('GET', route, undefined, headers)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? '');
}

describe('a page opened directly names the code it will need', () => {
  it("preloads the search page's chunk and everything it imports, except what index.html already loads", async () => {
    expect(await preloads('/search')).toEqual([
      '/assets/search-s1.js',
      '/assets/grid-g1.js',
      '/assets/text-t1.js',
      '/assets/search-en.js',
      '/assets/listings-en.js',
      '/assets/rentals-en.js',
    ]);
  });

  it("preloads an item page's and a category page's chunks", async () => {
    expect(await preloads('/items/6f1f7c2e-3b1a-4c55-9a43-0d6a2f1b9e10')).toEqual([
      '/assets/item-i1.js',
      '/assets/grid-g1.js',
      '/assets/text-t1.js',
      '/assets/listings-en.js',
    ]);
    // The category page's own catalogue is not in this build: only the ones it has are named.
    expect(await preloads('/power-tools')).toEqual([
      '/assets/category-c1.js',
      '/assets/listings-en.js',
      '/assets/rentals-en.js',
    ]);
  });

  it("names the texts the page's first render waits for, in the page's language", async () => {
    expect(await preloads('/search', { 'Accept-Language': 'de-DE,de;q=0.9' })).toEqual([
      '/assets/search-s1.js',
      '/assets/grid-g1.js',
      '/assets/text-t1.js',
      '/assets/search-de.js',
      '/assets/listings-de.js',
      '/assets/rentals-de.js',
    ]);
  });

  it('adds nothing to home (in the entry) or to pages not listed', async () => {
    for (const route of ['/', '/about', '/items', '/items/1/edit', '/not-a-category']) {
      expect(await preloads(route), route).toEqual([]);
    }
  });
});
