import { escapeHtml } from '../../shared/escape-html';
import { centsToDollarString } from '../../shared/money';
import { type ResolvedDeps, withEmbeddedAnswer } from '../http/public';

const ITEM_PATH = /^\/items\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
const DESCRIPTION_LENGTH = 200;

function shorten(text: string, length: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > length ? `${clean.slice(0, length - 3).trimEnd()}...` : clean;
}

/** The page's own title, description and sharing tags replace the site-wide ones. */
export function withMeta(
  html: string,
  meta: {
    title: string;
    description: string;
    url: string;
    image: string | null;
    /** The photo the page shows first, exactly as the app will ask for it (see below). */
    preloadImage?: string | null;
  },
): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    '<meta property="og:type" content="product" />',
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.image)}" />`,
          '<meta name="twitter:card" content="summary_large_image" />',
        ]
      : []),
    // The first photo is the item page's largest paint: named here, the browser fetches it with
    // the page's code instead of after the code has run and asked the API for the item.
    ...(meta.preloadImage
      ? [`<link rel="preload" as="image" href="${escapeHtml(meta.preloadImage)}" fetchpriority="high" />`]
      : []),
  ].join('\n    ');
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+(?:name="description"|property="og:[a-z:_]+"|name="twitter:[a-z:_]+")[^>]*>\s*/gi, '');
  // A replacer function: a string replacement would expand $& $` $' found in a title.
  return stripped.replace('</head>', () => `    ${tags}\n  </head>`);
}

/** What the item API answers a visitor (the fields the page's tags read). */
interface VisitorAnswer {
  item: {
    id: string;
    title: string;
    description: string;
    priceCents: number;
    locationLabel: string;
    photos: { full: { url: string } }[];
  };
}

/**
 * index.html for /items/{id} with the item's title, description and first photo in the meta
 * tags, so shared links preview the item, and the API's answer to a visitor embedded whole
 * (withEmbeddedAnswer): a guest's page renders the item with its code instead of asking for it
 * once the code has run (a round trip before the largest paint). Both come from the visitor's
 * kept answer (`askApi`: the app answering itself), so the page says what the API says. Only
 * published items: a listing under review is not described to crawlers (the page itself still
 * loads for its owner).
 */
export function itemPageHtml(deps: ResolvedDeps, askApi: (apiPath: string) => Promise<Response>) {
  return async (path: string, html: string): Promise<string | null> => {
    const match = ITEM_PATH.exec(path);
    if (!match) return null;
    const apiPath = `/api/items/${match[1]!.toLowerCase()}`;
    try {
      const response = await askApi(apiPath);
      // Unknown or hidden item: the plain app page, which shows its own 'not found'.
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
      const answer = await response.text();
      const { item } = JSON.parse(answer) as VisitorAnswer;
      const price = `$${centsToDollarString(item.priceCents)}/day`;
      const description = item.description
        ? `${price} · ${shorten(item.description, DESCRIPTION_LENGTH)}`
        : `${price} · ${item.locationLabel}`;
      const image = item.photos[0]?.full.url ?? null;
      const page = withMeta(html, {
        title: `${item.title} | ShareShed`,
        description,
        url: `${deps.config.publicUrl}/items/${item.id}`,
        image: image ? new URL(image, deps.config.publicUrl).toString() : null,
        // The same URL the gallery's <img> uses (web/features/items/item-gallery.tsx), so the
        // browser reuses this download instead of starting a second one.
        preloadImage: image,
      });
      return withEmbeddedAnswer(page, apiPath, answer);
    } catch (err) {
      // Any failure still serves the page (without the item's tags) rather than an error.
      deps.logger.warn({ err }, 'item page meta failed');
      return null;
    }
  };
}
