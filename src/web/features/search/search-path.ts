/** The site search target (spec section 2): /search?q={term}, or /search for an empty box. */
export function searchPath(query: string): string {
  const term = query.trim();
  return term === '' ? '/search' : `/search?${new URLSearchParams({ q: term })}`;
}
