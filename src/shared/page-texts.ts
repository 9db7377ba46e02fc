/**
 * The text catalogues (web/locales/<language>/<namespace>.json) each directly opened page's first
 * render waits for. The web router loads them with the page's code, so the page renders once with
 * every text instead of suspending card by card as each catalogue arrives; the server names the
 * same files in the page's HTML (http/route-preloads.ts) so they download with the framework.
 */
export const PAGE_TEXTS = {
  // The results' cards carry the wishlist ('listings') and Book ('rentals') buttons.
  search: ['search', 'listings', 'rentals'],
  // The item's overview; its rentals, messaging and reviews parts show after the first paint.
  item: ['listings'],
  category: ['category', 'listings', 'rentals'],
  // Home's own texts ship with it; its featured cards' (the wishlist and Book buttons) do not.
  homeCards: ['listings', 'rentals'],
} as const satisfies Record<string, readonly string[]>;
