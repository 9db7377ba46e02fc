import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/texts';
import { activeFilterCount } from './filter-state';
import { useUrlFilters } from './use-url-filters';

const loadSheet = () => import('./filter-sheet');
const FilterSheet = lazy(loadSheet);

/**
 * The filter button: shows how many filters are applied and opens the bottom sheet, whose Radix
 * code loads on first use. Applying writes the filters into the page's URL.
 */
export function FilterButton() {
  const { t } = useTranslation('search');
  const [filters, apply] = useUrlFilters();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const count = activeFilterCount(filters);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={count > 0 ? t('filters.buttonWithCount', { count }) : t('filters.button')}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className={buttonClasses({ variant: 'secondary', className: 'shrink-0' })}
      >
        <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
        {t('filters.button')}
        {count > 0 && (
          <span
            aria-hidden="true"
            className="rounded-full bg-brand-700 px-1.5 text-xs font-semibold leading-5 text-white"
          >
            {count}
          </span>
        )}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <FilterSheet
            open={open}
            onOpenChange={setOpen}
            filters={filters}
            onApply={apply}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      )}
    </>
  );
}
