import { Filter } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../lib/texts';

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
      <label htmlFor={inputId} className="text-sm font-semibold text-fg">
        {t('liveFilter.label', { category: categoryName })}
      </label>
      <div className="relative">
        <Filter
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-subtle"
        />
        <input
          id={inputId}
          type="search"
          autoComplete="off"
          value={value}
          aria-describedby={countId}
          placeholder={t('liveFilter.placeholder')}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-full rounded-md border border-border-strong bg-surface pl-9 pr-3 text-sm text-fg placeholder:text-subtle"
        />
      </div>
      <p id={countId} aria-live="polite" className="text-sm text-muted">
        {t('liveFilter.count', { count })}
      </p>
    </div>
  );
}
