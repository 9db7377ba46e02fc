import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type FilterState, filtersFromParams, writeFiltersToParams } from './filter-state';

/** The applied filters live in the URL (shareable, back-button friendly); this reads and writes them. */
export function useUrlFilters(): [FilterState, (filters: FilterState) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const apply = (next: FilterState) => setParams((current) => writeFiltersToParams(current, next));
  return [filters, apply];
}
