import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { languageDetector } from 'hono/language';
import { LANGUAGE_CODES } from '../../shared/languages';
import type { Config } from '../config';
import type { AppEnv } from './context';
import { routePreloads } from './route-preloads';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Renders index.html for one app path (e.g. an item's meta tags); null keeps the plain page. */
export type IndexHtmlHook = (path: string, indexHtml: string) => Promise<string | null>;

/**
 * Serves the built single-page app: hashed assets with a long cache, other public files briefly
 * cached, and index.html (never cached) for every app route so the client router takes over.
 */
export function webAppRoutes(config: Config, renderIndex?: IndexHtmlHook) {
  const root = path.resolve(config.WEB_DIST_DIR);
  const app = new Hono<AppEnv>();
  const indexPath = path.join(root, 'index.html');
  if (!existsSync(indexPath)) return app;
  const indexHtml = readFileSync(indexPath, 'utf8');
  const preloadsFor = routePreloads(root);

  // Hashed file names change with content, so assets can be cached for a year.
  app.use('/assets/*', cacheFor(IMMUTABLE), serveStatic({ root }));
  app.use(
    '*',
    cacheFor('public, max-age=3600'),
    // index.html is answered below, with no-cache, so a deploy is picked up at once.
    serveStatic({
      root,
      rewriteRequestPath: (requestPath) => (requestPath === '/' ? '/__index__' : requestPath),
    }),
  );
  app.get('*', pageLanguage, async (c) => {
    c.header('Cache-Control', 'no-cache');
    // The answer differs by the visitor's languages, so a shared cache must keep them apart.
    c.header('Vary', 'Accept-Language', { append: true });
    const rendered = renderIndex ? await renderIndex(c.req.path, indexHtml) : null;
    const page = withPreloads(rendered ?? indexHtml, preloadsFor(c.req.path));
    return c.html(withLanguage(page, c.get('language')));
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

function withPreloads(html: string, tags: string): string {
  // A replacer function: a string replacement would expand $ patterns.
  return tags ? html.replace('</head>', () => `${tags}</head>`) : html;
}

/** Sets Cache-Control on successful static answers (serveStatic has already built the response). */
function cacheFor(value: string) {
  return createMiddleware(async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control'))
      c.res.headers.set('Cache-Control', value);
  });
}
