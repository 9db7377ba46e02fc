import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CATEGORIES } from '../../shared/constants';

/** One chunk in Vite's build manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Pages opened directly whose code is a lazy chunk (web/app/router.tsx): the manifest key of the
 * route module each path renders. Home ships in the entry and needs none.
 */
const categoryPath = new RegExp(`^/(${CATEGORIES.map((category) => category.slug).join('|')})/?$`);
const ROUTE_MODULES: [RegExp, string][] = [
  [/^\/search\/?$/, 'routes/search.tsx'],
  [/^\/items\/[^/]+\/?$/, 'routes/item.tsx'],
  [categoryPath, 'routes/category.tsx'],
];

/** A chunk's file and, recursively, every chunk it imports statically. */
function withImports(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || found.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, found);
  return found;
}

/**
 * The `<link rel="modulepreload">` tags a page needs beyond index.html's own: without them a direct
 * visit to a search, category or item page fetches its page's code only after the framework has
 * downloaded and run, one round trip later (Lighthouse counts it in the first paint). Empty when
 * the build has no manifest (development, tests without a build).
 */
export function routePreloads(distRoot: string): (pagePath: string) => string {
  const manifestPath = path.join(distRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const inIndex = withImports(manifest, 'index.html');
  const tagsByModule = new Map(
    ROUTE_MODULES.map(([, key]) => {
      const files = [...withImports(manifest, key)].filter((file) => !inIndex.has(file));
      return [key, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')];
    }),
  );
  return (pagePath) => {
    const route = ROUTE_MODULES.find(([pattern]) => pattern.test(pagePath));
    return route ? (tagsByModule.get(route[1]) ?? '') : '';
  };
}
