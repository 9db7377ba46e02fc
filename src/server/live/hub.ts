import { EventEmitter } from 'node:events';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { LIVE_CHANNEL, type LiveEvent, parseLiveEvent } from './events';

export interface LiveHub {
  /** Resolves once this process listens on the database (events before it are not seen). */
  readonly ready: Promise<void>;
  /** Events for one user, in this process; returns the unsubscribe. `onClose` runs at shutdown. */
  subscribe(userId: string, handler: (event: LiveEvent) => void, onClose?: () => void): () => void;
  /** Every event (for work done once per event, such as emails). */
  onEvent(handler: (event: LiveEvent) => void): () => void;
  /** Subscribers open now in this process. */
  size(): number;
  /** Stops listening and ends every subscriber (their streams close). */
  close(): Promise<void>;
}

/**
 * One database listener per process fanned out to the open streams by user id. The database is
 * the only bus: on Postgres every process gets every event through LISTEN/NOTIFY, on PGlite the
 * one process gets its own.
 */
export function createLiveHub(database: Database, logger: Logger): LiveHub {
  const users = new EventEmitter();
  users.setMaxListeners(0);
  const all = new Set<(event: LiveEvent) => void>();
  const closers = new Set<() => void>();
  let subscribers = 0;
  let unlisten: (() => Promise<void>) | null = null;
  let closed = false;

  const deliver = (payload: string) => {
    const event = parseLiveEvent(payload);
    if (!event) return;
    for (const handler of all) handler(event);
    for (const userId of new Set(event.users)) users.emit(userId, event);
  };

  const ready = database.listen(LIVE_CHANNEL, deliver).then(
    async (stop) => {
      if (closed) await stop();
      else unlisten = stop;
    },
    (err: unknown) => {
      logger.error({ err }, 'live updates: could not listen on the database');
    },
  );

  return {
    ready,
    subscribe(userId, handler, onClose) {
      users.on(userId, handler);
      if (onClose) closers.add(onClose);
      subscribers += 1;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        subscribers -= 1;
        users.off(userId, handler);
        if (onClose) closers.delete(onClose);
      };
    },
    onEvent(handler) {
      all.add(handler);
      return () => all.delete(handler);
    },
    size: () => subscribers,
    async close() {
      closed = true;
      for (const close of [...closers]) close();
      closers.clear();
      await ready;
      await unlisten?.();
      unlisten = null;
    },
  };
}
