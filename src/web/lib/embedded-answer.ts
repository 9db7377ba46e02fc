const parsed = <Value>(block: Element): Value | undefined => {
  try {
    return block.textContent ? (JSON.parse(block.textContent) as Value) : undefined;
  } catch {
    return undefined;
  }
};

/** The JSON of a data block the server put into the page (server/http/web-app.ts withJsonBlock). */
export function readJsonBlock<Value>(id: string): Value | undefined {
  const block = typeof document === 'undefined' ? null : document.getElementById(id);
  return block ? parsed<Value>(block) : undefined;
}

/**
 * The API answer the server put into the page for the app's first request to `apiPath` (an item
 * page's or home's answers to a guest; server/http/web-app.ts withEmbeddedAnswer), taken once so a
 * later visit to the same address asks the API. Undefined when the page carries none for it.
 */
export function takeEmbeddedAnswer<Answer>(apiPath: string): Answer | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const block of document.querySelectorAll<HTMLScriptElement>('script[data-api]')) {
    if (block.dataset.api !== apiPath) continue;
    block.remove();
    return parsed<Answer>(block);
  }
  return undefined;
}

/** When the page (and so what it embeds) arrived: how old an embedded value is for staleness. */
export const embeddedAt = Date.now();
