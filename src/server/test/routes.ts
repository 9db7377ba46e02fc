import type { Hono } from 'hono';

/** One route as the app itself declares it, e.g. `POST /api/items/:id/approve`. */
export interface AppRoute {
  method: string;
  path: string;
  /** `METHOD path`: the key route tables are declared by. */
  key: string;
}

const HANDLER_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every API route the app answers, read from Hono's own route table, so a route added anywhere
 * is covered by the tests that walk this list without editing them. Middleware (`use`) and the
 * catch-all 404s are registered with method ALL and are left out; HEAD follows GET.
 */
export function apiRoutes(app: Hono<never> | { routes: { method: string; path: string }[] }): AppRoute[] {
  const seen = new Map<string, AppRoute>();
  for (const { method, path } of app.routes) {
    if (!HANDLER_METHODS.has(method)) continue;
    if (!path.startsWith('/api/') && !path.startsWith('/dev/') && !path.startsWith('/uploads/')) continue;
    const key = `${method} ${path}`;
    if (!seen.has(key)) seen.set(key, { method, path, key });
  }
  return [...seen.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** The route's path with each `:param` (and a trailing `*`) filled in by `fill(name)`. */
export function fillPath(path: string, fill: (name: string) => string): string {
  return path
    .replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => fill(name))
    .replace(/\*$/, () => fill('*'));
}
