import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/texts';
import { FilterForm } from './filter-form';
import { activeFilterCount } from './filter-state';
import { useUrlFilters } from './use-url-filters';

/**
 * The filters as a panel inside the page (Generators, spec section 2) rather than a sheet: a
 * disclosure button shows or hides the same form.
 */
export function FilterPanel() {
  const { t } = useTranslation('search');
  const panelId = useId();
  const [filters, apply] = useUrlFilters();
  const [expanded, setExpanded] = useState(false);
  const count = activeFilterCount(filters);

  return (
    <div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        aria-label={count > 0 ? t('filters.buttonWithCount', { count }) : t('filters.button')}
        onClick={() => setExpanded(!expanded)}
        className={buttonClasses({ variant: 'secondary' })}
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
      <div id={panelId} hidden={!expanded} className="mt-3 rounded-xl border border-border bg-surface p-5">
        {expanded && (
          <FilterForm
            initial={filters}
            title={<h2 className="text-lg font-bold text-fg">{t('filters.title')}</h2>}
            onApply={(next) => {
              apply(next);
              setExpanded(false);
            }}
          />
        )}
      </div>
    </div>
  );
}
