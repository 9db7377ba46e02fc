import { type ReactNode, useId, useState } from 'react';
import { DISTANCE_OPTIONS_MILES, FILTER_CATEGORIES, OTHER_BRAND } from '../../../shared/constants';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/texts';
import {
  activeFilterCount,
  brandOptions,
  EMPTY_FILTERS,
  type FilterState,
  isFilterCategory,
  withBrand,
  withCategory,
  withDistance,
} from './filter-state';

interface FilterFormProps {
  initial: FilterState;
  onApply: (filters: FilterState) => void;
  /** The heading: a dialog title in the sheet, a plain heading in an inline panel. */
  title: ReactNode;
}

const selectClass =
  'h-10 w-full rounded-md border border-border-strong bg-surface px-3 text-sm text-fg disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-subtle';
const labelClass = 'mb-2 block text-sm font-semibold text-fg';

/**
 * The filters (spec section 9): distance, category, and a brand that needs a category first. The
 * choices stay a draft until 'Apply Filters'; 'Clear All' empties the draft.
 */
export function FilterForm({ initial, onApply, title }: FilterFormProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const [draft, setDraft] = useState<FilterState>(initial);
  const count = activeFilterCount(draft);
  const brands = brandOptions(draft.category);

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <div className="flex items-baseline justify-between gap-4">
        {title}
        <p aria-live="polite" className="text-sm text-muted">
          {t('filters.active', { count })}
        </p>
      </div>

      <fieldset>
        <legend className={labelClass}>{t('filters.distance')}</legend>
        <div className="flex flex-wrap gap-2">
          {DISTANCE_OPTIONS_MILES.map((miles) => {
            const selected = draft.distance === miles;
            return (
              <button
                key={miles}
                type="button"
                aria-pressed={selected}
                onClick={() => setDraft(withDistance(draft, selected ? null : miles))}
                className={cn(
                  'rounded-full border px-3 py-1.5 text-sm',
                  selected
                    ? 'border-brand-700 bg-brand-700 font-semibold text-white'
                    : 'border-border-strong bg-surface text-fg hover:bg-surface-sunken',
                )}
              >
                {t('filters.distanceOption', { count: miles })}
              </button>
            );
          })}
        </div>
      </fieldset>

      <div>
        <label htmlFor={`${id}-category`} className={labelClass}>
          {t('filters.category')}
        </label>
        <select
          id={`${id}-category`}
          className={selectClass}
          value={draft.category ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            setDraft(withCategory(draft, isFilterCategory(value) ? value : null));
          }}
        >
          <option value="">{t('filters.anyCategory')}</option>
          {FILTER_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`filters.categories.${category}`)}
            </option>
          ))}
        </select>
      </div>

      <div>
        <label htmlFor={`${id}-brand`} className={labelClass}>
          {t('filters.brand')}
        </label>
        <select
          id={`${id}-brand`}
          className={selectClass}
          disabled={draft.category === null}
          aria-describedby={draft.category === null ? `${id}-brand-hint` : undefined}
          value={draft.brand ?? ''}
          onChange={(event) => setDraft(withBrand(draft, event.target.value || null))}
        >
          <option value="">{t('filters.anyBrand')}</option>
          {brands.map((brand) => (
            <option key={brand} value={brand}>
              {brand === OTHER_BRAND ? t('filters.otherBrand') : brand}
            </option>
          ))}
        </select>
        {draft.category === null && (
          <p id={`${id}-brand-hint`} className="mt-1 text-sm text-muted">
            {t('filters.brandHint')}
          </p>
        )}
      </div>

      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={() => setDraft(EMPTY_FILTERS)}>
          {t('filters.clearAll')}
        </Button>
        <Button type="submit" className="flex-1">
          {t('filters.apply')}
        </Button>
      </div>
    </form>
  );
}
