import { HOME_GUEST_ANSWERS } from '../../shared/constants';
import { PAGE_TEXTS } from '../../shared/page-texts';
import { type PageRequest, type ResolvedDeps, withEmbeddedAnswer, withPreloads } from '../http/public';

/** The lazy modules home's featured cards render with (manifest keys: paths under src/web). */
const CARD_MODULES = ['features/items/item-grid.tsx', 'features/rentals/book-button.tsx'];

/**
 * index.html for home with the answers its first render reads embedded (a guest's, as the API
 * gives them: `askApi` is the app answering itself, so the page says what the API says). Home then
 * paints with its code, instead of asking for both once the code has run (a round trip that
 * Lighthouse counts in the first paint) and drawing the page again when they arrive. When there
 * are featured items, the cards' code and texts are preloaded too, so they download with the
 * framework; an empty catalogue costs the page nothing more. An answer that fails is left out:
 * the app asks for it as before.
 */
export function homePageHtml(deps: ResolvedDeps, askApi: (apiPath: string) => Promise<Response>) {
  return async (path: string, html: string, request: PageRequest): Promise<string | null> => {
    if (path !== '/') return null;
    const ask = async (apiPath: string) => {
      try {
        const response = await askApi(apiPath);
        if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
        return await response.text();
      } catch (err) {
        deps.logger.warn({ err }, 'home page answer failed');
        return null;
      }
    };
    const [categories, featured] = await Promise.all([
      ask(HOME_GUEST_ANSWERS.categories),
      ask(HOME_GUEST_ANSWERS.featured),
    ]);
    let page = html;
    if (categories !== null) page = withEmbeddedAnswer(page, HOME_GUEST_ANSWERS.categories, categories);
    if (featured !== null) {
      page = withEmbeddedAnswer(page, HOME_GUEST_ANSWERS.featured, featured);
      const { items } = JSON.parse(featured) as { items: unknown[] };
      if (items.length > 0) page = withPreloads(page, request.preloads(CARD_MODULES, PAGE_TEXTS.homeCards));
    }
    return page;
  };
}
