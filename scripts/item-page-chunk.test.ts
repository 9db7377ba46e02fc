import { describe, expect, it } from 'vitest';
import { type ModuleGraphInfo, onlyItemPageNeeds } from './item-page-chunk';

const ENTRY = '/src/web/index.html';
const MAIN = '/src/web/main.tsx';
const ITEM = '/src/web/routes/item.tsx';
const SEARCH = '/src/web/routes/search.tsx';
const RENTALS = '/src/web/routes/rentals.tsx';
const CARD = '/src/web/features/items/item-grid.tsx';
const DIALOG = '/src/web/features/rentals/booking-dialog.tsx';

/** Each module's static importers (the router in main.tsx loads the pages and the home card lazily). */
const STATIC: Record<string, string[]> = {
  [MAIN]: [ENTRY],
  '/src/web/features/reviews/review-list.tsx': [ITEM],
  '/src/web/features/rentals/availability-calendar.tsx': [ITEM, DIALOG],
  '/src/web/components/ui/badge.tsx': [ITEM, RENTALS],
  '/src/web/lib/format.ts': [ITEM, MAIN],
  '/src/web/features/items/badge-check.tsx': [ITEM, CARD],
  '/src/web/features/items/card-parts.tsx': [ITEM, CARD],
  '/src/web/features/items/price.tsx': ['/src/web/features/items/card-parts.tsx'],
  '/src/web/features/items/grid-shared.tsx': [ITEM, SEARCH],
  '/src/web/features/rentals/rental-row.tsx': [RENTALS],
  '/src/web/a.ts': [ITEM, '/src/web/b.ts'],
  '/src/web/b.ts': ['/src/web/a.ts'],
};
/** Each module's dynamic importers. */
const LAZY: Record<string, string[]> = {
  [ITEM]: [MAIN],
  [SEARCH]: [MAIN],
  [RENTALS]: [MAIN],
  [CARD]: [MAIN],
  [DIALOG]: [CARD],
};

const lookup = (id: string): ModuleGraphInfo => ({
  importers: STATIC[id] ?? [],
  dynamicImporters: LAZY[id] ?? [],
});

describe("the item page's chunk group", () => {
  it.each([
    ['only the item page loads', '/src/web/features/reviews/review-list.tsx'],
    ['a dialog a home card opens shares', '/src/web/features/rentals/availability-calendar.tsx'],
    ['another lazy page shares', '/src/web/components/ui/badge.tsx'],
    ['sits in an import cycle the item page reaches', '/src/web/b.ts'],
  ])('takes a module %s', (_, id) => {
    expect(onlyItemPageNeeds(id, lookup)).toBe(true);
  });

  it.each([
    ['the entry imports', '/src/web/lib/format.ts'],
    ['a home card imports', '/src/web/features/items/badge-check.tsx'],
    ['a home card reaches through another module', '/src/web/features/items/price.tsx'],
    ['the search page shares', '/src/web/features/items/grid-shared.tsx'],
    ['the item page never loads', '/src/web/features/rentals/rental-row.tsx'],
    ['that is the route itself (the chunk the router asks for)', ITEM],
  ])('leaves a module %s', (_, id) => {
    expect(onlyItemPageNeeds(id, lookup)).toBe(false);
  });
});
