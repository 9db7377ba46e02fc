import { escapeHtml } from '../../shared/escape-html';

const SEARCH_PAGE = /^\/search\/?$/;

/** Whether a page's preloads depend on its query string (the web app keeps such pages per query). */
export function pageDependsOnQuery(pagePath: string): boolean {
  return SEARCH_PAGE.test(pagePath);
}

/**
 * The address the search page asks the API first, as the web app's typed client writes it
 * (web/features/search/api.ts: `sort`, then `q` when not empty), for a page whose query holds
 * nothing but the words and best-match order. Null for anything else (filters, Nearby, a category),
 * whose first address depends on more than the URL.
 */
export function firstSearchApiPath(pagePath: string, pageQuery: URLSearchParams): string | null {
  if (!SEARCH_PAGE.test(pagePath)) return null;
  if ([...pageQuery.keys()].some((key) => key !== 'q' && key !== 'sort')) return null;
  const sort = pageQuery.get('sort');
  if (sort !== null && sort !== 'relevance') return null;
  const q = pageQuery.get('q')?.trim() ?? '';
  const apiQuery = new URLSearchParams({ sort: 'relevance', ...(q ? { q } : {}) });
  return `/api/search?${apiQuery}`;
}

/** What the search API's first page lists (the fields read here). */
interface SearchAnswer {
  items?: { image?: { url?: string } | null }[];
}

/**
 * The search page's largest paint is its first result's photo, whose address the page learns only
 * once its code has run and asked the API (2 s of Load Delay in Lighthouse's slow-4G simulation).
 * This preload names it with the HTML, read from a guest's answer for the page's first address
 * (`askApi`: the app answering itself, so the kept answer the API serves). A member whose place
 * orders the results differently, or a visitor whose browser sends a position, downloads a photo
 * the page does not show first: harmless. Empty when the page's first address is not known.
 *
 * The answer itself is not preloaded (`as="fetch"`): measured, it moved the largest paint no
 * further, and with the results there before the code ran, the first render grew by their cards
 * and the 'Most Popular' banner, answered later, pushed them down (layout shift 0.025).
 */
export async function searchPagePreloads(
  pagePath: string,
  pageQuery: URLSearchParams,
  askApi: (apiPath: string) => Promise<Response>,
): Promise<string> {
  const apiPath = firstSearchApiPath(pagePath, pageQuery);
  if (!apiPath) return '';
  const response = await askApi(apiPath);
  if (!response.ok) return '';
  const answer = (await response.json()) as SearchAnswer;
  const photo = answer.items?.[0]?.image?.url;
  // The same URL the first card's <img> uses (web/features/items/item-card.tsx).
  return photo ? `<link rel="preload" as="image" href="${escapeHtml(photo)}" fetchpriority="high">` : '';
}
