import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { requireUser } from './auth/public';
import type { AppEnv, ResolvedDeps } from './http/public';
import type { LiveEvent } from './live/public';
import { unreadMessageCount } from './messaging/public';
import { unreadNotificationCount } from './notifications/public';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/live: one server-sent event stream per signed-in tab. It carries ids and counts only;
 * the page reloads what it shows through the JSON API (which checks who may read what).
 * Events: `counts` {notifications, messages} (at start and whenever either changes),
 * `message` {conversationId, id}, `read` {conversationId, by}.
 */
export function liveRoutes(deps: ResolvedDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>().get('/', async (c) => {
    const userId = requireUser(c).id;
    await deps.live.ready;
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const counts = async () => ({
        notifications: await unreadNotificationCount(db, userId),
        messages: await unreadMessageCount(db, userId),
      });
      // Writes in order, one at a time, whatever the rate events arrive at.
      let queue: Promise<unknown> = Promise.resolve();
      const send = (event: string, data: () => Promise<unknown> | unknown) => {
        queue = queue
          .then(async () => {
            if (stream.closed || stream.aborted) return;
            await stream.writeSSE({ event, data: JSON.stringify(await data()) });
          })
          .catch((err: unknown) => c.get('log').warn({ err }, 'live stream write failed'));
      };
      const onEvent = (event: LiveEvent) => {
        if (event.t === 'message') {
          send('message', () => ({ conversationId: event.conversationId, id: event.id }));
          send('counts', counts);
        } else if (event.t === 'read') {
          send('read', () => ({ conversationId: event.conversationId, by: event.by }));
          if (event.by === userId) send('counts', counts);
        } else {
          send('counts', counts);
        }
      };
      let finish: () => void = () => {};
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const unsubscribe = deps.live.subscribe(userId, onEvent, () => finish());
      stream.onAbort(() => finish());
      const heartbeat = setInterval(() => {
        queue = queue.then(() => stream.write(': ping\n\n')).catch(() => finish());
      }, HEARTBEAT_MS);
      try {
        await stream.write('retry: 3000\n\n');
        send('counts', counts);
        await finished;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
      }
    });
  });
}
