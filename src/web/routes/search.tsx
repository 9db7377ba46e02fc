import { useQueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_SORTS, type SearchSort } from '../../shared/constants';
import { useAuth } from '../app/auth/auth-context';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { FIRST_ROW, ItemGrid } from '../features/items/item-grid';
import { BookButton } from '../features/rentals/book-button';
import { recordRecentSearch, searchKeys } from '../features/search/api';
import { FilterButton } from '../features/search/filter-button';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersFromParams,
  writeFiltersToParams,
} from '../features/search/filter-state';
import { LocationPrompt, useNearbyPosition } from '../features/search/location-prompt';
import { PlaceControl } from '../features/search/place-control';
import { PopularInArea } from '../features/search/popular-in-area';
import { ResultCount } from '../features/search/result-count';
import { ResultsWithMap } from '../features/search/results-with-map';
import { SearchBox } from '../features/search/search-box';
import { SortSelect } from '../features/search/sort-select';
import { useSearchResults } from '../features/search/use-search-results';
import { WishlistButton } from '../features/wishlist/wishlist-button';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

function isSort(value: string | null): value is SearchSort {
  return value !== null && (SEARCH_SORTS as readonly string[]).includes(value);
}

/** Search Equipment (/search, and Nearby at /search?sort=distance), spec section 2. */
export default function SearchPage() {
  const { t } = useTranslation('search');
  usePageTitle(t('meta.title'), t('meta.description'));
  const resultsHeadingId = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const rawSort = params.get('sort');
  const sort: SearchSort = isSort(rawSort) ? rawSort : 'relevance';
  const filters = filtersFromParams(params);
  const filterCount = activeFilterCount(filters);
  const nearby = sort === 'distance';
  // Nearby was asked for: ask the browser where the visitor is (once), unless they said no before.
  useNearbyPosition(nearby);
  const results = useSearchResults({
    q,
    sort,
    within: filters.distance,
    category: filters.category,
    brand: filters.brand,
  });
  useRecordSearch(q);

  const search = (query: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (query) next.set('q', query);
      else next.delete('q');
      return next;
    });
  const setSort = (next: SearchSort) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'relevance') updated.delete('sort');
      else updated.set('sort', next);
      return updated;
    });
  const clearFilters = () => setParams((current) => writeFiltersToParams(current, EMPTY_FILTERS));
  const needsPlace = !results.located && (nearby || filters.distance !== null);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-fg">{t('title')}</h1>
      <p className="mt-1 text-muted">{t('subtitle')}</p>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start">
        {/* Remounts when the URL's query changes (e.g. a search from the header), so the box shows it. */}
        <SearchBox
          key={q}
          landmarkLabel={t('pageSearch')}
          defaultValue={q}
          onSearch={search}
          className="flex-1"
        />
        <FilterButton />
      </div>
      <PlaceControl className="mt-3" />

      <PopularInArea miles={filters.distance} />

      <section aria-labelledby={resultsHeadingId} className="mt-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id={resultsHeadingId} className="text-xl font-bold text-fg">
              {q ? t('resultsFor', { query: q }) : nearby ? t('nearbyTitle') : t('results')}
            </h2>
            <ResultCount
              total={results.total}
              capped={results.totalCapped}
              pending={results.isPending}
              newestFirst={results.newestFirst}
            />
          </div>
          <SortSelect value={sort} onChange={setSort} />
        </div>
        {nearby && results.located && <p className="mt-1 text-sm text-muted">{t('nearbyNote')}</p>}
        {needsPlace && <LocationPrompt reason={nearby ? 'nearby' : 'distance'} />}
        <ResultsWithMap items={results.items}>
          {results.isPending ? null : results.items.length > 0 ? (
            <ItemGrid
              items={results.items}
              label={t('results')}
              eagerPhotos={FIRST_ROW}
              renderAction={(item) => <BookButton item={item} />}
              renderSave={(item) => <WishlistButton item={item} />}
            />
          ) : (
            <EmptyState
              icon={SearchX}
              title={t('empty.title')}
              description={t('empty.message')}
              headingLevel={3}
              action={
                filterCount > 0 && (
                  <Button variant="secondary" onClick={clearFilters}>
                    {t('empty.clearFilters')}
                  </Button>
                )
              }
            />
          )}
        </ResultsWithMap>
        {results.hasNextPage && (
          <div className="mt-8 flex justify-center">
            <Button variant="secondary" disabled={results.loadingMore} onClick={results.loadMore}>
              {t('loadMore')}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}

/** A signed-in user's searches are kept on the server for their 'Recent searches'. */
function useRecordSearch(q: string) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (!userId || !q) return;
    recordRecentSearch(q)
      .then(() => queryClient.invalidateQueries({ queryKey: [...searchKeys.all, 'suggestions'] }))
      .catch(() => undefined);
  }, [q, userId, queryClient]);
}
