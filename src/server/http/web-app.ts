import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { languageDetector } from 'hono/language';
import { escapeHtml } from '../../shared/escape-html';
import { LANGUAGE_CODES } from '../../shared/languages';
import type { Config } from '../config';
import type { AppEnv } from './context';
import { sendKept } from './kept-answer';
import type { PublicReads } from './public-reads';
import { routePreloads } from './route-preloads';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What a page's rendering may use beyond its path. */
export interface PageRequest {
  /** Empty but for the paths `readsQuery` names. */
  query: URLSearchParams;
  /** Preload tags for lazy modules (manifest keys) and text catalogues, in the page's language. */
  preloads(modules: readonly string[], texts: readonly string[]): string;
}

/**
 * Renders index.html for one app path (e.g. an item's meta tags); null keeps the plain page. The
 * query is read only for the paths `readsQuery` names: their pages are kept per query.
 */
export interface IndexHtmlHook {
  render(path: string, indexHtml: string, page: PageRequest): Promise<string | null>;
  readsQuery(path: string): boolean;
}

/** A page's own headers; the app-wide ones (security, request id) are added by the middleware. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=UTF-8',
  'cache-control': 'no-cache',
  // The answer differs by the visitor's languages, so a shared cache must keep them apart.
  vary: 'Accept-Language',
};

/**
 * Serves the built single-page app: hashed assets with a long cache, other public files briefly
 * cached, and index.html (never cached) for every app route so the client router takes over.
 * Each page is kept whole per path and language with the public answers (decision 013): its
 * bytes, length and gzip bytes, so a repeated page costs what a kept JSON answer costs.
 */
export function webAppRoutes(config: Config, reads: PublicReads, renderIndex?: IndexHtmlHook) {
  const root = path.resolve(config.WEB_DIST_DIR);
  const app = new Hono<AppEnv>();
  const indexPath = path.join(root, 'index.html');
  if (!existsSync(indexPath)) return app;
  const indexHtml = readFileSync(indexPath, 'utf8');
  const preloads = routePreloads(root);

  // Hashed file names change with content, so assets can be cached for a year.
  app.use('/assets/*', cacheFor(IMMUTABLE), serveStatic({ root }));
  // What the build folder holds at its top (read once, as index.html is): a path starting with
  // anything else is an app route, answered without looking on disk (a stat per page, issue 18).
  const topLevel = new Set(readdirSync(root));
  const onlyForFiles =
    (middleware: MiddlewareHandler): MiddlewareHandler =>
    (c, next) =>
      topLevel.has(c.req.path.slice(1).split('/', 1)[0]!) ? middleware(c, next) : next();
  app.use(
    '*',
    onlyForFiles(cacheFor('public, max-age=3600')),
    // index.html is answered below, with no-cache, so a deploy is picked up at once.
    onlyForFiles(
      serveStatic({
        root,
        rewriteRequestPath: (requestPath) => (requestPath === '/' ? '/__index__' : requestPath),
      }),
    ),
  );
  app.get('*', pageLanguage, async (c) => {
    const language = c.get('language');
    const path = c.req.path;
    // The route's preload links depend on the path and language only, so they are kept with the
    // page; a page whose hook reads the query is kept per query.
    const query = renderIndex?.readsQuery(path) ? new URL(c.req.url).searchParams : new URLSearchParams();
    const page = await reads.read(`page ${language} ${path}?${query}`, async () => {
      const request: PageRequest = {
        query,
        preloads: (modules, texts) => preloads.forModules(modules, texts, language),
      };
      const rendered = (renderIndex ? await renderIndex.render(path, indexHtml, request) : null) ?? indexHtml;
      return withLanguage(withPreloads(rendered, preloads.forPath(path, language)), language);
    });
    return sendKept(c, page, PAGE_HEADERS);
  });
  return app;
}

/**
 * A guest's first paint is in the browser's language: Accept-Language is negotiated against the
 * languages we have ('de-DE' gets 'de'), and the page's `<html lang>` says it. The web app starts
 * in that language (web/lib/language.ts), so no English flashes before the switch.
 */
const pageLanguage = languageDetector({
  order: ['header'],
  supportedLanguages: [...LANGUAGE_CODES],
  fallbackLanguage: 'en',
  caches: false,
});

function withLanguage(html: string, language: string): string {
  // index.html's root element carries only `lang` (web/index.html).
  return html.replace(/<html\b[^>]*>/, `<html lang="${language}">`);
}

/** Puts tags (preloads) at the end of the page's head. */
export function withPreloads(html: string, tags: string): string {
  // A replacer function: a string replacement would expand $ patterns.
  return tags ? html.replace('</head>', () => `${tags}</head>`) : html;
}

/**
 * Puts JSON into the page as a data block (`type="application/json"`: never executed, so the CSP
 * is untouched) at the end of its head. JSON is valid script text once `<` is escaped, so no value
 * can close the script element; a replacer function, as a string replacement would expand $& $`
 * $' found in a value.
 */
export function withJsonBlock(html: string, id: string | null, json: string, attributes = ''): string {
  const idAttribute = id === null ? '' : ` id="${id}"`;
  const tag = `<script${idAttribute} type="application/json"${attributes}>${json.replace(/</g, '\\u003c')}</script>`;
  return html.replace('</head>', () => `${tag}</head>`);
}

/**
 * An API answer for the web app's first request to `apiPath` (web/lib/embedded-answer.ts takes it
 * once). A page may carry several: each block is found by its `data-api`, so it has no id.
 */
export const withEmbeddedAnswer = (html: string, apiPath: string, json: string) =>
  withJsonBlock(html, null, json, ` data-api="${escapeHtml(apiPath)}"`);

/** Sets Cache-Control on successful static answers (serveStatic has already built the response). */
function cacheFor(value: string) {
  return createMiddleware(async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control'))
      c.res.headers.set('Cache-Control', value);
  });
}
