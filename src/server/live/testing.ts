import type { SignedIn } from '../test/accounts';
import type { TestApp } from '../test/test-app';

export interface LiveEventSeen {
  event: string;
  data: unknown;
}

/**
 * Opens GET /api/live as `who` and reads its server-sent events. `next(name)` waits for the next
 * event of that name (failing after `timeoutMs`); `close()` ends the stream as a closed tab would.
 */
export async function openLive(app: TestApp['app'], who: SignedIn) {
  const res = await app.request('/api/live', { headers: who.headers });
  if (res.status !== 200 || !res.body) throw new Error(`live failed (${res.status}): ${await res.text()}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const seen: LiveEventSeen[] = [];
  let buffer = '';
  const wake = { waiting: null as (() => void) | null };
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data !== undefined) seen.push({ event, data: JSON.parse(data) });
        end = buffer.indexOf('\n\n');
      }
      wake.waiting?.();
    }
  })();
  return {
    response: res,
    seen,
    async next<T = unknown>(name: string, timeoutMs = 3000): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = seen.findIndex((e) => e.event === name);
        if (index >= 0) return seen.splice(index, 1)[0]?.data as T;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no '${name}' event within ${timeoutMs} ms (seen: ${JSON.stringify(seen)})`);
        await new Promise<void>((resolve) => {
          wake.waiting = resolve;
          setTimeout(resolve, Math.min(left, 100));
        });
      }
    },
    async close() {
      await reader.cancel().catch(() => {});
      await pump;
    },
  };
}
