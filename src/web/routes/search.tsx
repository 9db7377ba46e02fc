import { MapPin, SearchX, TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../components/ui/button';
import { EmptyState } from '../features/catalogue/empty-state';
import { ItemGrid } from '../features/catalogue/item-grid';
import { useSearchResults } from '../features/catalogue/use-catalogue';
import { BookButton } from '../features/rentals/book-button';
import { FilterButton } from '../features/search/filter-button';
import { filtersFromParams } from '../features/search/filter-state';
import { SearchBox } from '../features/search/search-box';
import { usePageTitle } from '../lib/use-page-title';

/** The 'Within 2 miles' of the banner when no distance filter is chosen. */
const DEFAULT_AREA_MILES = 2;

/** Search Equipment (/search and Nearby at /search?sort=distance), spec section 2. */
export default function SearchPage() {
  const { t } = useTranslation('search');
  usePageTitle(t('meta.title'), t('meta.description'));
  const resultsHeadingId = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const sort = params.get('sort') === 'distance' ? 'distance' : 'relevance';
  const filters = filtersFromParams(params);
  const results = useSearchResults({
    q,
    sort,
    distanceMiles: filters.distance,
    filterCategory: filters.category,
    brand: filters.brand,
  });

  const search = (query: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (query) next.set('q', query);
      else next.delete('q');
      return next;
    });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900 dark:text-gray-100">{t('title')}</h1>
      <p className="mt-1 text-gray-700 dark:text-gray-300">{t('subtitle')}</p>

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

      <div className="mt-6 flex items-center gap-3 rounded-xl bg-brand-800 px-5 py-4 text-white">
        <TrendingUp aria-hidden="true" className="h-6 w-6 shrink-0" />
        <div>
          <p className="font-semibold">{t('banner.title')}</p>
          <p className="flex items-center gap-1 text-sm text-brand-100">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {t('banner.within', { count: filters.distance ?? DEFAULT_AREA_MILES })}
          </p>
        </div>
      </div>

      <section aria-labelledby={resultsHeadingId} className="mt-8">
        <h2 id={resultsHeadingId} className="text-xl font-bold text-gray-900 dark:text-gray-100">
          {q ? t('resultsFor', { query: q }) : t('results')}
        </h2>
        {sort === 'distance' && (
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('nearbyNote')}</p>
        )}
        <div className="mt-4">
          {results.items.length > 0 ? (
            <ItemGrid
              items={results.items}
              label={t('results')}
              renderAction={(item) => <BookButton item={item} />}
            />
          ) : (
            <EmptyState icon={SearchX} title={t('empty.title')} message={t('empty.message')} />
          )}
        </div>
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
