import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/texts';
import type { PopularSuggestion, SuggestionOption, SuggestionView } from './suggestion-rules';

interface SuggestionListProps {
  id: string;
  view: SuggestionView;
  activeIndex: number;
  optionId: (index: number) => string;
  onChoose: (option: SuggestionOption) => void;
}

const optionClass =
  'flex w-full cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-fg';
const headingClass = 'px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted';

/**
 * The dropdown under a search box: a listbox whose options the box's arrow keys move through
 * (focus stays in the box; the active option is announced through aria-activedescendant).
 */
export function SuggestionList({ id, view, activeIndex, optionId, onChoose }: SuggestionListProps) {
  const { t } = useTranslation();
  let index = 0;

  const renderOption = (option: SuggestionOption, content: ReactNode, key: string) => {
    const optionIndex = index++;
    const active = optionIndex === activeIndex;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are handled by the combobox input, which keeps focus (aria-activedescendant)
      <div
        key={key}
        id={optionId(optionIndex)}
        role="option"
        tabIndex={-1}
        aria-selected={active}
        className={cn(optionClass, active ? 'bg-brand-100 dark:bg-gray-700' : 'hover:bg-surface-sunken')}
        // Keep focus in the box so the click is not lost to the blur that would hide the list.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onChoose(option)}
      >
        {content}
      </div>
    );
  };

  const group = (name: 'popular' | 'recent', options: ReactNode) => (
    // biome-ignore lint/a11y/useSemanticElements: a listbox may own only options and groups; a fieldset is not allowed there
    <div role="group" aria-labelledby={`${id}-${name}`}>
      <div role="presentation" id={`${id}-${name}`} className={headingClass}>
        {t(`suggestions.${name}`)}
      </div>
      {options}
    </div>
  );

  return (
    <div
      id={id}
      role="listbox"
      aria-label={t('suggestions.label')}
      className="absolute inset-x-0 top-full z-40 mt-1 max-h-96 overflow-auto rounded-lg border border-border bg-surface p-1 shadow-lg"
    >
      {view.searchFor !== null &&
        renderOption(
          { kind: 'search', query: view.searchFor },
          <span className="font-medium">{t('suggestions.searchFor', { query: view.searchFor })}</span>,
          'search',
        )}
      {view.popular.length > 0 &&
        group(
          'popular',
          view.popular.map((item) =>
            renderOption({ kind: 'popular', item }, <PopularItem item={item} />, `popular-${item.id}`),
          ),
        )}
      {view.recent.length > 0 &&
        group(
          'recent',
          view.recent.map((text) => renderOption({ kind: 'recent', text }, text, `recent-${text}`)),
        )}
    </div>
  );
}

function PopularItem({ item }: { item: PopularSuggestion }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{item.name}</span>
        <span className="block text-xs text-muted">
          {t(`categories.${item.category}`)} · {t('suggestions.distance', { distance: item.distanceMiles })}
        </span>
      </span>
      <span className="shrink-0 font-semibold text-accent">
        {t('suggestions.pricePerDay', { price: item.pricePerDayCents / 100 })}
      </span>
    </>
  );
}
