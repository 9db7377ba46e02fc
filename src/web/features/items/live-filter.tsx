import { Filter } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface LiveFilterProps {
  categoryName: string;
  value: string;
  onChange: (value: string) => void;
  /** How many items match right now. */
  count: number;
}

/** A filter that narrows the page's items as you type (title, description, tags), with a count. */
export function LiveFilter({ categoryName, value, onChange, count }: LiveFilterProps) {
  const { t } = useTranslation('category');
  const inputId = useId();
  const countId = useId();
  return (
    <div className="flex flex-1 flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-semibold text-gray-900 dark:text-gray-100">
        {t('liveFilter.label', { category: categoryName })}
      </label>
      <div className="relative">
        <Filter
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-500 dark:text-gray-400"
        />
        <input
          id={inputId}
          type="search"
          autoComplete="off"
          value={value}
          aria-describedby={countId}
          placeholder={t('liveFilter.placeholder')}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-full rounded-md border border-gray-300 bg-white pl-9 pr-3 text-sm text-gray-900 placeholder:text-gray-500 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400"
        />
      </div>
      <p id={countId} aria-live="polite" className="text-sm text-gray-700 dark:text-gray-300">
        {t('liveFilter.count', { count })}
      </p>
    </div>
  );
}
