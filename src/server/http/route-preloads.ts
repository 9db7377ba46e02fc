import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CATEGORIES } from '../../shared/constants';
import { PAGE_TEXTS } from '../../shared/page-texts';

/** One chunk in Vite's build manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Pages opened directly whose code is a lazy chunk (web/app/router.tsx): the manifest key of the
 * route module each path renders, and the text catalogues (web/locales) its first render waits
 * for, in the page's language: the app loads each only once its code has run and asked for it
 * (web/lib/i18n.ts), a round trip before the page can show. Home ships in the entry and needs none.
 */
const categoryPath = new RegExp(`^/(${CATEGORIES.map((category) => category.slug).join('|')})/?$`);
const ROUTE_MODULES: [RegExp, string, readonly string[]][] = [
  [/^\/search\/?$/, 'routes/search.tsx', PAGE_TEXTS.search],
  [/^\/items\/[^/]+\/?$/, 'routes/item.tsx', PAGE_TEXTS.item],
  [categoryPath, 'routes/category.tsx', PAGE_TEXTS.category],
];

/** A chunk's file and, recursively, every chunk it imports statically. */
function withImports(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || found.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, found);
  return found;
}

const preloadTag = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/** The preload tags of the build (see `routePreloads`). */
export interface CodePreloads {
  /** What the page at `pagePath` always needs. */
  forPath(pagePath: string, language: string): string;
  /**
   * What a page needs when its data asks for more (home's cards, only when there are featured
   * items): lazy modules by their manifest key (their source path under src/web), and catalogues.
   */
  forModules(modules: readonly string[], texts: readonly string[], language: string): string;
}

/**
 * The `<link rel="modulepreload">` tags a page needs beyond index.html's own: without them a direct
 * visit to a search, category or item page fetches its page's code and texts only after the
 * framework has downloaded and run, one round trip later (Lighthouse counts it in the first
 * paint). Empty when the build has no manifest (development, tests without a build).
 */
export function routePreloads(distRoot: string): CodePreloads {
  const manifestPath = path.join(distRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return { forPath: () => '', forModules: () => '' };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const inIndex = withImports(manifest, 'index.html');
  const moduleFiles = (keys: readonly string[]) => {
    const found = new Set<string>();
    for (const key of keys) withImports(manifest, key, found);
    return [...found].filter((file) => !inIndex.has(file));
  };
  // A catalogue the build has not (English's first-page ones ship in the entry) adds nothing.
  const catalogueFiles = (namespaces: readonly string[], language: string) =>
    namespaces
      .map((namespace) => manifest[`locales/${language}/${namespace}.json`]?.file)
      .filter((file): file is string => file !== undefined && !inIndex.has(file));
  const forModules = (modules: readonly string[], texts: readonly string[], language: string) =>
    [...moduleFiles(modules), ...catalogueFiles(texts, language)].map(preloadTag).join('');
  return {
    forModules,
    forPath(pagePath, language) {
      const route = ROUTE_MODULES.find(([pattern]) => pattern.test(pagePath));
      return route ? forModules([route[1]], route[2], language) : '';
    },
  };
}
