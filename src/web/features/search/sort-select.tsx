import { useId } from 'react';
import { SEARCH_SORTS, type SearchSort } from '../../../shared/constants';
import { useTranslation } from '../../lib/texts';

/** The order of the results: best match, nearest, lowest price or newest. */
export function SortSelect({ value, onChange }: { value: SearchSort; onChange: (sort: SearchSort) => void }) {
  const { t } = useTranslation('search');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {t('sort.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SearchSort)}
        className="h-10 rounded-md border border-border-strong bg-surface px-3 text-sm text-fg"
      >
        {SEARCH_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
