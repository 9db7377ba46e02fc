import { ArrowLeft, PackageOpen } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link, useMatches, useSearchParams } from 'react-router';
import { CATEGORIES_WITH_SEARCH, CATEGORY_SLUGS, type CategorySlug } from '../../shared/constants';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { categoryIcon } from '../features/items/category-icon';
import { CategorySearch } from '../features/items/category-search';
import { FIRST_ROW, ItemGrid } from '../features/items/item-grid';
import { LiveFilter } from '../features/items/live-filter';
import { BookButton } from '../features/rentals/book-button';
import { FilterButton } from '../features/search/filter-button';
import { FilterPanel } from '../features/search/filter-panel';
import { filtersFromParams } from '../features/search/filter-state';
import { NewestFirstNote } from '../features/search/newest-first-note';
import { PlaceControl } from '../features/search/place-control';
import { ResultsWithMap } from '../features/search/results-with-map';
import { useCategoryItems } from '../features/search/use-search-results';
import { WishlistButton } from '../features/wishlist/wishlist-button';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

function isCategorySlug(value: unknown): value is CategorySlug {
  return typeof value === 'string' && (CATEGORY_SLUGS as readonly string[]).includes(value);
}

/** The category of the matched route: the router puts it in the route's handle. */
function useRouteCategory(): CategorySlug {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as { category?: unknown } | undefined;
    if (isCategorySlug(handle?.category)) return handle.category;
  }
  throw new Error('The category page was mounted on a route without a category handle');
}

/** The eight category pages (spec section 2) share this one route module. */
export default function CategoryRoute() {
  const slug = useRouteCategory();
  // A fresh page per category, so a filter typed on one does not leak into the next.
  return <CategoryPage key={slug} slug={slug} />;
}

function CategoryPage({ slug }: { slug: CategorySlug }) {
  const { t } = useTranslation('category');
  const name = t(`common:categories.${slug}`);
  usePageTitle(name, t(`descriptions.${slug}`));
  const Icon = categoryIcon(slug);
  const [params, setParams] = useSearchParams();
  const [liveText, setLiveText] = useState('');
  const isGenerators = slug === 'generators';
  // Generators' live filter runs on the server over every listing, not only the loaded page.
  const typed = useDeferredValue(liveText.trim());
  const q = isGenerators ? typed : (params.get('q')?.trim() ?? '');
  const filters = filtersFromParams(params);
  const items = useCategoryItems(slug, {
    q,
    sort: 'relevance',
    distanceMiles: filters.distance,
    filterCategory: filters.category,
    brand: filters.brand,
  });
  const hasSearch = CATEGORIES_WITH_SEARCH.includes(slug);
  const shown = items.items;

  const search = (query: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (query) next.set('q', query);
      else next.delete('q');
      return next;
    });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Link
        to="/"
        className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm font-medium text-accent hover:bg-accent-soft"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('backToHome')}
      </Link>

      <div className="mt-4 flex items-center gap-4">
        <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
          <Icon aria-hidden="true" className="h-7 w-7" />
        </span>
        <div>
          <h1 className="text-3xl font-bold text-fg">{name}</h1>
          <p className="mt-1 text-muted">{t(`descriptions.${slug}`)}</p>
        </div>
      </div>

      {isGenerators && (
        <div className="mt-6 flex flex-col gap-4 md:flex-row md:items-start">
          <LiveFilter categoryName={name} value={liveText} onChange={setLiveText} count={items.total ?? 0} />
          <div className="md:pt-7">
            <FilterPanel />
          </div>
        </div>
      )}

      {hasSearch && (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          <CategorySearch categoryName={name} defaultValue={q} onSearch={search} />
          <FilterButton />
        </div>
      )}

      {/* Only a text search can list newest first, and only these pages' search loads its texts. */}
      {!items.isPending && items.newestFirst && <NewestFirstNote />}
      <PlaceControl className="mt-4" />

      <section aria-label={t('items')} className="mt-2">
        <ResultsWithMap items={shown}>
          {items.isPending ? null : shown.length > 0 ? (
            <>
              <ItemGrid
                items={shown}
                label={t('items')}
                eagerPhotos={FIRST_ROW}
                renderAction={(item) => <BookButton item={item} />}
                renderSave={(item) => <WishlistButton item={item} />}
              />
              {items.hasNextPage && (
                <div className="mt-8 flex justify-center">
                  <Button variant="secondary" disabled={items.loadingMore} onClick={items.loadMore}>
                    {t('loadMore')}
                  </Button>
                </div>
              )}
            </>
          ) : q ? (
            <EmptyState
              icon={PackageOpen}
              title={t('noMatches.title', { query: q })}
              description={t('noMatches.message')}
            />
          ) : (
            <EmptyState
              icon={Icon}
              title={t('emptyCategory.title', { category: name })}
              description={t('emptyCategory.message')}
            />
          )}
        </ResultsWithMap>
      </section>
    </div>
  );
}
