import { escapeHtml } from '../items/public';

const SEARCH_PAGE = /^\/search\/?$/;

/** Whether a page's preloads depend on its query string (the web app keeps such pages per query). */
export function pageDependsOnQuery(pagePath: string): boolean {
  return SEARCH_PAGE.test(pagePath);
}

/**
 * The address the search page asks the API first, as the web app's typed client writes it
 * (web/features/search/api.ts: `sort`, then `q` when not empty), for a page whose query holds
 * nothing but the words and best-match order. Null for anything else (filters, Nearby, a category),
 * whose first address depends on more than the URL; a visitor whose browser sends a position adds
 * it, so the hint goes unused then (one extra request, no wrong answer).
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
 * The search page's preload links: its first API answer, fetched with the page's code instead of
 * after it has run (the app's fetch reuses it: same address, same credentials, so the answer is
 * the visitor's own), and the first result's photo, the page's largest paint, read from a guest's
 * answer (`askApi`). A member whose place orders the results differently downloads a photo the page
 * does not show first: harmless. Empty when the page's first address is not known.
 */
export async function searchPagePreloads(
  pagePath: string,
  pageQuery: URLSearchParams,
  askApi: (apiPath: string) => Promise<Response>,
): Promise<string> {
  const apiPath = firstSearchApiPath(pagePath, pageQuery);
  if (!apiPath) return '';
  const tags = [`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(apiPath)}">`];
  const response = await askApi(apiPath);
  if (response.ok) {
    const answer = (await response.json()) as SearchAnswer;
    const photo = answer.items?.[0]?.image?.url;
    // The same URL the first card's <img> uses (web/features/items/item-card.tsx).
    if (photo) tags.push(`<link rel="preload" as="image" href="${escapeHtml(photo)}" fetchpriority="high">`);
  }
  return tags.join('');
}
