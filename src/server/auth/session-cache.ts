import type { Database, Db } from '../db/client';
import type { Role } from './roles';
import type { SessionUser } from './session';

/** The channel triggers notify with a user id when that user's sessions or account change (migration 0013). */
const SESSIONS_CHANNEL = 'shareshed_sessions';

/**
 * How long a kept session may be used without looking at the database again. Revocation (sign
 * out, suspension, password reset, a role change) does not wait for it: the database's change
 * notice drops the user's kept sessions in every process within milliseconds of the commit, and
 * this process's own sign-out and suspension drop them before answering. The limit only bounds
 * what a process whose listening connection was down (and so missed the notice) may still allow.
 */
export const SESSION_KEEP_MS = 10_000;

/** At most this many sessions are kept per process; the oldest go first. */
const MAX_KEPT = 10_000;

interface KeptSession {
  user: SessionUser;
  /** The session's own expiry: a kept copy is never used past it. */
  expiresAt: number;
  keptAt: number;
  role?: Promise<Role>;
}

/**
 * Signed-in sessions kept in memory by the session cookie's value (token and signature, so only
 * a cookie that once verified can hit). Each request used to cost two queries and ~1.7 ms of Node
 * in the auth library; a kept session costs a map lookup.
 */
interface SessionCache {
  get(cookie: string): KeptSession | undefined;
  /** Counts change notices; a read started before a notice is not kept. */
  generation(): number;
  keep(cookie: string, user: SessionUser, expiresAt: Date, readAt: number): KeptSession | undefined;
  /** Drops every kept session of the user (signed out, suspended, changed). */
  forgetUser(userId: string): void;
  forgetCookie(cookie: string): void;
}

/** Every session cache over a database handle (one per app built on it). */
const caches = new WeakMap<Db, Set<SessionCache>>();

function createSessionCache(): SessionCache {
  const byCookie = new Map<string, KeptSession>();
  const cookiesOf = new Map<string, Set<string>>();
  let notices = 0;
  const drop = (cookie: string) => {
    const entry = byCookie.get(cookie);
    if (!entry) return;
    byCookie.delete(cookie);
    const cookies = cookiesOf.get(entry.user.id);
    cookies?.delete(cookie);
    if (cookies?.size === 0) cookiesOf.delete(entry.user.id);
  };
  return {
    get(cookie) {
      const entry = byCookie.get(cookie);
      if (!entry) return undefined;
      const now = Date.now();
      if (now - entry.keptAt >= SESSION_KEEP_MS || now >= entry.expiresAt) {
        drop(cookie);
        return undefined;
      }
      return entry;
    },
    generation: () => notices,
    keep(cookie, user, expiresAt, readAt) {
      drop(cookie);
      if (readAt !== notices) return undefined;
      if (byCookie.size >= MAX_KEPT) drop(byCookie.keys().next().value as string);
      const entry: KeptSession = { user, expiresAt: expiresAt.getTime(), keptAt: Date.now() };
      byCookie.set(cookie, entry);
      const cookies = cookiesOf.get(user.id) ?? new Set<string>();
      cookies.add(cookie);
      cookiesOf.set(user.id, cookies);
      return entry;
    },
    forgetUser(userId) {
      notices += 1;
      for (const cookie of [...(cookiesOf.get(userId) ?? [])]) drop(cookie);
    },
    forgetCookie: drop,
  };
}

/**
 * The session cache of `database`, listening for the change notices. Until the listener is up
 * nothing is kept (every request asks the database), so no notice can be missed.
 */
export function sessionCacheFor(database: Database, onListenError: (err: unknown) => void) {
  const cache = createSessionCache();
  let listening = false;
  database
    .listen(SESSIONS_CHANNEL, (userId) => cache.forgetUser(userId))
    .then(() => {
      listening = true;
      const all = caches.get(database.db) ?? new Set<SessionCache>();
      all.add(cache);
      caches.set(database.db, all);
    }, onListenError);
  return {
    get: (cookie: string) => (listening ? cache.get(cookie) : undefined),
    generation: () => cache.generation(),
    keep: (cookie: string, user: SessionUser, expiresAt: Date, readAt: number) =>
      listening ? cache.keep(cookie, user, expiresAt, readAt) : undefined,
    forgetCookie: (cookie: string) => cache.forgetCookie(cookie),
  };
}

/** Drops the user's kept sessions in this process at once (the other processes get the notice). */
export function forgetSessionsOf(db: Db, userId: string): void {
  for (const cache of caches.get(db) ?? []) cache.forgetUser(userId);
}
