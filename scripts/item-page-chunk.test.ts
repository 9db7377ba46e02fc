import { describe, expect, it } from 'vitest';
import { type ModuleGraphInfo, onlyItemPageNeeds } from './item-page-chunk';

/**
 * A small module graph as the bundler describes it: `static` lists each module's static importers,
 * `lazy` its dynamic ones. index.html is the entry; pages are loaded lazily by the router (main).
 */
function graph(edges: { static?: Record<string, string[]>; lazy?: Record<string, string[]> }) {
  const ids = new Set([...Object.keys(edges.static ?? {}), ...Object.keys(edges.lazy ?? {})]);
  const infos = new Map<string, ModuleGraphInfo>();
  for (const id of [...ids, '/src/web/index.html'])
    infos.set(id, { importers: edges.static?.[id] ?? [], dynamicImporters: edges.lazy?.[id] ?? [] });
  return (id: string) => infos.get(id) ?? { importers: [], dynamicImporters: [] };
}

const ENTRY = '/src/web/index.html';
const MAIN = '/src/web/main.tsx';
const ITEM = '/src/web/routes/item.tsx';
const SEARCH = '/src/web/routes/search.tsx';
const RENTALS = '/src/web/routes/rentals.tsx';
const CARD = '/src/web/features/items/item-grid.tsx';
const DIALOG = '/src/web/features/rentals/booking-dialog.tsx';

const entryImports = {
  [MAIN]: [ENTRY],
};
const lazyPages = { [ITEM]: [MAIN], [SEARCH]: [MAIN], [RENTALS]: [MAIN], [CARD]: [MAIN], [DIALOG]: [CARD] };

describe("the item page's chunk group", () => {
  it('takes what only the item page loads, and what it shares with other lazy pages or a dialog', () => {
    const lookup = graph({
      static: {
        ...entryImports,
        '/src/web/features/reviews/review-list.tsx': [ITEM],
        '/src/web/features/rentals/availability-calendar.tsx': [ITEM, DIALOG],
        '/src/web/components/ui/badge.tsx': [ITEM, RENTALS],
      },
      lazy: lazyPages,
    });
    expect(onlyItemPageNeeds('/src/web/features/reviews/review-list.tsx', lookup)).toBe(true);
    expect(onlyItemPageNeeds('/src/web/features/rentals/availability-calendar.tsx', lookup)).toBe(true);
    expect(onlyItemPageNeeds('/src/web/components/ui/badge.tsx', lookup)).toBe(true);
  });

  it('leaves what the first page loads: the entry and its lazy parts (a home card), and what they import', () => {
    const lookup = graph({
      static: {
        ...entryImports,
        '/src/web/lib/format.ts': [ITEM, MAIN],
        '/src/web/features/items/badge-check.tsx': [ITEM, CARD],
        // Reached from the item page through a module a home card imports.
        '/src/web/features/items/price.tsx': ['/src/web/features/items/card-parts.tsx'],
        '/src/web/features/items/card-parts.tsx': [ITEM, CARD],
      },
      lazy: lazyPages,
    });
    expect(onlyItemPageNeeds('/src/web/lib/format.ts', lookup)).toBe(false);
    expect(onlyItemPageNeeds('/src/web/features/items/badge-check.tsx', lookup)).toBe(false);
    expect(onlyItemPageNeeds('/src/web/features/items/price.tsx', lookup)).toBe(false);
  });

  it('leaves the route module itself, what search shares, and what the item page never loads', () => {
    const lookup = graph({
      static: {
        ...entryImports,
        '/src/web/features/items/grid-shared.tsx': [ITEM, SEARCH],
        '/src/web/features/rentals/rental-row.tsx': [RENTALS],
      },
      lazy: lazyPages,
    });
    expect(onlyItemPageNeeds(ITEM, lookup)).toBe(false);
    expect(onlyItemPageNeeds('/src/web/features/items/grid-shared.tsx', lookup)).toBe(false);
    expect(onlyItemPageNeeds('/src/web/features/rentals/rental-row.tsx', lookup)).toBe(false);
  });

  it('ends on an import cycle', () => {
    const lookup = graph({
      static: {
        ...entryImports,
        '/src/web/a.ts': [ITEM, '/src/web/b.ts'],
        '/src/web/b.ts': ['/src/web/a.ts'],
      },
      lazy: lazyPages,
    });
    expect(onlyItemPageNeeds('/src/web/b.ts', lookup)).toBe(true);
  });
});
