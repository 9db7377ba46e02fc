import { type CategorySlug, LIMITS, TIMINGS } from '../../../shared/constants';

/** How long the dropdown stays after the box loses focus, so a click on an option still lands. */
export const SUGGESTION_HIDE_DELAY_MS = TIMINGS.suggestionHideDelayMs;

/**
 * The spec's four recent searches a new visitor sees (as i18n keys under `suggestions.recentDefaults`);
 * a visitor's own searches replace them once the server keeps them.
 */
export const DEFAULT_RECENT_SEARCH_KEYS = [
  'powerTools',
  'generatorsNearMe',
  'photographyEquipment',
  'partySupplies',
] as const;

/** A popular item near the visitor (spec section 3: name, category, distance, price). */
export interface PopularSuggestion {
  id: string;
  name: string;
  category: CategorySlug;
  distanceMiles: number;
  pricePerDayCents: number;
}

export type SuggestionOption =
  | { kind: 'search'; query: string }
  | { kind: 'popular'; item: PopularSuggestion }
  | { kind: 'recent'; text: string };

export interface SuggestionView {
  /** The typed text for 'Search for "{query}"', or null when nothing is typed. */
  searchFor: string | null;
  popular: PopularSuggestion[];
  recent: string[];
  /** Every option in display order: what the arrow keys move through. */
  options: SuggestionOption[];
}

/**
 * What the dropdown shows for a query (spec section 2): 'Search for' when text is typed, at most
 * four popular items, and recent searches only while the box is empty.
 */
export function buildSuggestions(
  query: string,
  popular: readonly PopularSuggestion[],
  recent: readonly string[],
): SuggestionView {
  const typed = query.trim();
  const searchFor = typed === '' ? null : typed;
  const shownPopular = popular.slice(0, LIMITS.maxSuggestions);
  const shownRecent = searchFor === null ? recent.slice(0, LIMITS.maxSuggestions) : [];
  const options: SuggestionOption[] = [
    ...(searchFor === null ? [] : [{ kind: 'search' as const, query: searchFor }]),
    ...shownPopular.map((item) => ({ kind: 'popular' as const, item })),
    ...shownRecent.map((text) => ({ kind: 'recent' as const, text })),
  ];
  return { searchFor, popular: shownPopular, recent: shownRecent, options };
}

/** The text an option puts into the search box when chosen. */
export function optionText(option: SuggestionOption): string {
  if (option.kind === 'search') return option.query;
  if (option.kind === 'popular') return option.item.name;
  return option.text;
}

/**
 * The next active option for an arrow key: -1 means none is active. Moving past either end
 * wraps around, as in the WAI-ARIA combobox pattern.
 */
export function moveActive(current: number, direction: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}
