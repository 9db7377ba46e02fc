/**
 * The JSON of a data block the server put into the page (server/http/web-app.ts withJsonBlock).
 * `api`: only a block made for that API address; `take`: removed once read.
 */
export function readJsonBlock<Value>(
  id: string,
  { api, take = false }: { api?: string; take?: boolean } = {},
): Value | undefined {
  const block = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!block?.textContent || (api !== undefined && block.dataset.api !== api)) return undefined;
  if (take) block.remove();
  try {
    return JSON.parse(block.textContent) as Value;
  } catch {
    return undefined;
  }
}

/**
 * The API answer the server put into the page for the app's first request to `apiPath` (an item
 * page's answer to a visitor), taken once so a later visit to the same address asks the API.
 * Undefined when the page carries none for it.
 */
export const takeEmbeddedAnswer = <Answer>(apiPath: string) =>
  readJsonBlock<Answer>('embedded-answer', { api: apiPath, take: true });

/** When the page (and so what it embeds) arrived: how old an embedded value is for staleness. */
export const embeddedAt = Date.now();
