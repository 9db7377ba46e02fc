/**
 * The API answer the server put into the page for the app's first request to `apiPath`
 * (server/http/web-app.ts withEmbeddedAnswer: an item page's answer to a visitor), taken once so a
 * later visit to the same address asks the API. Undefined when the page carries none for it.
 */
export function takeEmbeddedAnswer<Answer>(apiPath: string): Answer | undefined {
  const block = typeof document === 'undefined' ? null : document.getElementById('embedded-answer');
  if (!block?.textContent || block.dataset.api !== apiPath) return undefined;
  block.remove();
  try {
    return JSON.parse(block.textContent) as Answer;
  } catch {
    return undefined;
  }
}

/** When the page (and so its embedded answer) arrived: how old the answer is for staleness. */
export const embeddedAt = Date.now();
