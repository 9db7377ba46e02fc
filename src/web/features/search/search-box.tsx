import { Search } from 'lucide-react';
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/texts';
import {
  buildSuggestions,
  moveActive,
  optionText,
  SUGGESTION_HIDE_DELAY_MS,
  type SuggestionOption,
} from './suggestion-rules';
import { useSuggestionData } from './use-suggestion-data';

interface SearchBoxProps {
  /** Names the search landmark, so two boxes on one page can be told apart. */
  landmarkLabel: string;
  onSearch: (query: string) => void;
  defaultValue?: string;
  className?: string;
}

// The dropdown is only drawn once the box is used, so it loads then (it is on every page's header).
const loadSuggestionList = () => import('./suggestion-list');
const SuggestionList = lazy(() =>
  loadSuggestionList().then((module) => ({ default: module.SuggestionList })),
);

/**
 * The site search box with its suggestion dropdown (spec section 2), built as a WAI-ARIA
 * combobox: opens on focus, hides 200 ms after blur, arrow keys move through the options,
 * Enter chooses, Escape closes.
 */
export function SearchBox({ landmarkLabel, onSearch, defaultValue = '', className }: SearchBoxProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const { popular, recent } = useSuggestionData(value, open);
  const view = useMemo(() => buildSuggestions(value, popular, recent), [value, popular, recent]);
  const visible = open && view.options.length > 0;

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const submit = (query: string) => {
    close();
    onSearch(query.trim());
  };

  const choose = (option: SuggestionOption) => {
    if (option.kind === 'search') {
      submit(option.query);
      return;
    }
    // Focus first: if it had moved away, the focus handler reopens the list, and close() wins.
    inputRef.current?.focus();
    setValue(optionText(option));
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const direction = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) setOpen(true);
      setActiveIndex((current) => moveActive(visible ? current : -1, direction, view.options.length));
    } else if (event.key === 'Enter' && visible && activeIndex >= 0) {
      const option = view.options[activeIndex];
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for browsers still in use
    <form
      role="search"
      aria-label={landmarkLabel}
      className={cn('flex w-full items-center gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault();
        submit(value);
      }}
    >
      <div className="relative min-w-0 flex-1">
        <label htmlFor={inputId} className="sr-only">
          {t('header.searchLabel')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-subtle"
        />
        <input
          ref={inputRef}
          id={inputId}
          name="q"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={visible}
          aria-controls={listId}
          aria-activedescendant={visible && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={t('header.searchPlaceholder')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onPointerEnter={() => void loadSuggestionList()}
          onFocus={() => {
            clearTimeout(hideTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            clearTimeout(hideTimer.current);
            hideTimer.current = setTimeout(close, SUGGESTION_HIDE_DELAY_MS);
          }}
          onKeyDown={onKeyDown}
          className="h-10 w-full rounded-md border border-border-strong bg-surface pl-9 pr-3 text-sm text-fg placeholder:text-subtle"
        />
        {visible && (
          <Suspense fallback={null}>
            <SuggestionList
              id={listId}
              view={view}
              activeIndex={activeIndex}
              optionId={optionId}
              onChoose={choose}
            />
          </Suspense>
        )}
      </div>
      <Button type="submit">{t('header.searchButton')}</Button>
    </form>
  );
}
