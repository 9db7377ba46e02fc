import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_RECENT_SEARCH_KEYS, type PopularSuggestion } from './suggestion-rules';

const NO_POPULAR_ITEMS: readonly PopularSuggestion[] = [];

/**
 * Popular items near the visitor for the typed text. The catalogue has no listings to rank until
 * the items API exists, so the list is empty and the dropdown leaves its section out.
 */
export function usePopularSuggestions(_query: string): readonly PopularSuggestion[] {
  return NO_POPULAR_ITEMS;
}

/** A new visitor's recent searches: the spec's four defaults, in the current language. */
export function useRecentSearches(): readonly string[] {
  const { t } = useTranslation();
  return useMemo(() => DEFAULT_RECENT_SEARCH_KEYS.map((key) => t(`suggestions.recentDefaults.${key}`)), [t]);
}
