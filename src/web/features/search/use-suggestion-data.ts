import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/texts';
import { useViewerPosition } from '../../lib/viewer-position';
import { suggestionsQuery } from './api';
import { DEFAULT_RECENT_SEARCH_KEYS, type PopularSuggestion } from './suggestion-rules';

/** How long typing must pause before the dropdown asks the server (each keystroke would flood it). */
export const SUGGESTION_DEBOUNCE_MS = 250;

const NO_POPULAR_ITEMS: readonly PopularSuggestion[] = [];

/** The value, once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export interface SuggestionData {
  popular: readonly PopularSuggestion[];
  recent: readonly string[];
}

/**
 * What the dropdown lists: popular items near the visitor matching the typed text (at most four)
 * and the signed-in user's own recent searches, else the spec's four defaults. Asked only while
 * the dropdown is open, after typing pauses; a newer text cancels the older request.
 */
export function useSuggestionData(query: string, enabled: boolean): SuggestionData {
  const { t } = useTranslation();
  const point = useViewerPosition();
  const typed = useDebouncedValue(query.trim(), SUGGESTION_DEBOUNCE_MS);
  const { data } = useQuery({ ...suggestionsQuery(typed, point), enabled });
  const defaults = useMemo(
    () => DEFAULT_RECENT_SEARCH_KEYS.map((key) => t(`suggestions.recentDefaults.${key}`)),
    [t],
  );
  return useMemo(
    () => ({ popular: data?.popular ?? NO_POPULAR_ITEMS, recent: data?.recent ?? defaults }),
    [data, defaults],
  );
}
