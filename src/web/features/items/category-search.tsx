import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/texts';

interface CategorySearchProps {
  categoryName: string;
  defaultValue: string;
  onSearch: (query: string) => void;
}

/** The search box of a category page: searches within that category. */
export function CategorySearch({ categoryName, defaultValue, onSearch }: CategorySearchProps) {
  const { t } = useTranslation('category');
  const inputId = useId();
  const [value, setValue] = useState(defaultValue);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for browsers still in use
    <form
      role="search"
      aria-label={t('categorySearch.landmark', { category: categoryName })}
      className="flex flex-1 items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <div className="relative min-w-0 flex-1">
        <label htmlFor={inputId} className="sr-only">
          {t('categorySearch.label', { category: categoryName })}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-subtle"
        />
        <input
          id={inputId}
          type="search"
          autoComplete="off"
          value={value}
          placeholder={t('categorySearch.placeholder', { category: categoryName })}
          onChange={(event) => setValue(event.target.value)}
          className="h-10 w-full rounded-md border border-border-strong bg-surface pl-9 pr-3 text-sm text-fg placeholder:text-subtle"
        />
      </div>
      <Button type="submit">{t('categorySearch.button')}</Button>
    </form>
  );
}
