/**
 * The item page is opened directly (a shared link, a search engine), and its own code was 18 files
 * of 0.2 to 5 KB each: icons, badges, the rating, the reviews, the calendar, the money and rentals
 * helpers. Lighthouse's slow-4G simulation charges each file a round trip before the first paint
 * (27 to 30 requests, render delay about 2 s). The modules only it needs travel in one chunk.
 *
 * A module joins the chunk when the item page reaches it and nothing the first page loads does:
 * neither the entry nor a lazy part of it (a home card, the menus, the chat bubble). What the first
 * page loads (bench/js-budget.ts) does not change. Another page or a dialog that shares a module
 * with the item page loads the chunk.
 */

/** What the bundler tells about a module (rolldown's ModuleInfo, the fields used here). */
export interface ModuleGraphInfo {
  importers: readonly string[];
  dynamicImporters: readonly string[];
}
export type ModuleLookup = (id: string) => ModuleGraphInfo | null;

const LAZY_PAGE = /src[\\/]web[\\/]routes[\\/][^\\/]+\.tsx$/;
const ITEM_PAGE = /src[\\/]web[\\/]routes[\\/]item\.tsx$/;
const RESULT_PAGE = /src[\\/]web[\\/]routes[\\/](search|category)\.tsx$/;

/**
 * The modules a module is loaded through: itself when it has no static importer (the entry) or is
 * loaded lazily (a lazy page, a lazy component), and the same for each module importing it.
 */
export function loadedThrough(
  id: string,
  lookup: ModuleLookup,
  known: Map<string, Set<string>> = new Map(),
): Set<string> {
  const cached = known.get(id);
  if (cached) return cached;
  const roots = new Set<string>();
  // Set before walking: an import cycle meets this (still filling) set instead of looping.
  known.set(id, roots);
  const info = lookup(id);
  if (!info || info.importers.length === 0 || info.dynamicImporters.length > 0) roots.add(id);
  for (const importer of info?.importers ?? [])
    for (const root of loadedThrough(importer, lookup, known)) roots.add(root);
  return roots;
}

/** The entry: the one module nothing imports, statically or lazily (index.html). */
function isEntry(info: ModuleGraphInfo | null): boolean {
  return !info || (info.importers.length === 0 && info.dynamicImporters.length === 0);
}

/**
 * Whether the first page loads what is reached through this root: the entry itself, or a lazy
 * part the entry asks for (a home card, the menus, the chat bubble). A lazy part of those (the
 * booking dialog a card opens) loads on a click, so it may share a listing page's group.
 */
function firstPageLoads(root: string, lookup: ModuleLookup, known: Map<string, Set<string>>): boolean {
  const info = lookup(root);
  if (isEntry(info)) return true;
  if (LAZY_PAGE.test(root)) return false;
  return info!.dynamicImporters.some((importer) =>
    [...loadedThrough(importer, lookup, known)].some((outer) => isEntry(lookup(outer))),
  );
}

/**
 * Whether a module belongs in the item page's chunk: the item page reaches it, nothing the first
 * page loads does, and neither do the search and category pages (grouped with them, a module
 * they share pulled search's own modules into a chunk of the category page: more files for
 * search, not fewer).
 */
export function onlyItemPageNeeds(
  id: string,
  lookup: ModuleLookup,
  known: Map<string, Set<string>> = new Map(),
): boolean {
  // The route module itself stays the chunk the router asks for; it imports the group.
  if (LAZY_PAGE.test(id)) return false;
  const roots = [...loadedThrough(id, lookup, known)];
  return (
    roots.some((root) => ITEM_PAGE.test(root)) &&
    !roots.some((root) => RESULT_PAGE.test(root) || firstPageLoads(root, lookup, known))
  );
}

/** The code-splitting group's name function ('item-page'), with one memo per chunking pass (its context). */
export function itemPageGroupName() {
  const memos = new WeakMap<object, Map<string, Set<string>>>();
  return (id: string, ctx: { getModuleInfo(id: string): ModuleGraphInfo | null }): string | null => {
    let known = memos.get(ctx);
    if (!known) {
      known = new Map();
      memos.set(ctx, known);
    }
    return onlyItemPageNeeds(id, (moduleId) => ctx.getModuleInfo(moduleId), known) ? 'item-page' : null;
  };
}
