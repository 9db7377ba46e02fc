import type { Context, TypedResponse } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { InvalidJSONValue, JSONParsed, JSONValue } from 'hono/utils/types';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import type { AppEnv } from './context';
import { JsonText } from './json-text';
import { type KeptAnswer, keptAnswer, sendKept } from './kept-answer';

/** The channel migration 0024's trigger notifies after any committed change a public answer may read. */
const PUBLIC_READS_CHANNEL = 'shareshed_public_reads';

/**
 * Tables no public answer reads, written often (sessions, messages, money, mail): a change to
 * them keeps the answers. Must equal the list in migration 0024 (tested, as is that every table
 * is either listed here or carries the trigger).
 */
export const UNREAD_BY_PUBLIC_ANSWERS: ReadonlySet<string> = new Set([
  'session',
  'account',
  'verification',
  'two_factor',
  'rate_limit',
  'audit_events',
  'conversations',
  'messages',
  'notifications',
  'outbox_mail',
  'recent_searches',
  'support_messages',
  'alerts',
  'payments',
  'ledger_entries',
  'deposits',
  'sandbox_checkout_sessions',
  'sandbox_refunds',
  'sandbox_connected_accounts',
  'sandbox_transfers',
  'provider_disputes',
  'provider_events',
  'payout_accounts',
  'owner_transfers',
  'damage_claims',
  'claim_photos',
  'rental_check_ins',
  'check_in_photos',
]);

/**
 * The safety net: an answer is kept at most this long even without a notice (a notice sent while
 * this process's listening connection was down is lost), and what changes with the clock alone
 * (a review published when its window closes) shows within it.
 */
export const PUBLIC_READ_MAX_AGE_MS = 5_000;
/** Keys come from URLs: bounded, oldest dropped first (about 10 MB at 20 KB an answer). */
const MAX_ENTRIES = 500;
/** Values (a search word's lookup) are small; their keys come from requests too. */
const MAX_VALUES = 5_000;
/**
 * An answer is kept from the second time its key is asked within this long: most keys are asked
 * once (a search's words, a page nobody opens again) and keeping those only fills the memory.
 */
export const ASKED_AGAIN_WITHIN_MS = 60_000;
/** Keys asked once, remembered for ASKED_AGAIN_WITHIN_MS: short strings, oldest dropped first. */
const MAX_ASKED = 10_000;

const WRITE_START = /^\s*(insert|update|delete|truncate|with)\b/i;
const WRITTEN_TABLE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

/**
 * Whether a statement may change what a public answer reads: it writes a table that is not in
 * UNREAD_BY_PUBLIC_ANSWERS (a CTE's writes included; a plain SELECT, BEGIN or COMMIT never).
 */
export function writesPublicData(text: string): boolean {
  if (!WRITE_START.test(text)) return false;
  for (const match of text.matchAll(WRITTEN_TABLE)) {
    if (!UNREAD_BY_PUBLIC_ANSWERS.has(match[1]!.toLowerCase())) return true;
  }
  return false;
}

interface Entry extends KeptAnswer {
  at: number;
}

interface KeptValue {
  value: unknown;
  at: number;
}

/** Sets `key` in `kept` as its newest entry, dropping the oldest when `max` are kept. */
function keepNewest<T>(kept: Map<string, T>, key: string, entry: T, max: number): void {
  if (kept.has(key)) kept.delete(key);
  else if (kept.size >= max) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  kept.set(key, entry);
}

/**
 * Anonymous public answers kept in this process's memory, keyed by the request, dropped exactly
 * when what they read may have changed (decision 013):
 * - a write through this process's database handle drops them when the statement is sent, and a
 *   request during which such a write was sent drops them again when it ends (after its commit),
 *   so the writer's next request never sees the old answer;
 * - any committed change, from any process, drops them on the trigger's notice;
 * - an answer read while a change was noticed is not kept (it may predate the change);
 * - at most PUBLIC_READ_MAX_AGE_MS in any case.
 * Without a listening connection (it could not be opened) nothing is kept. Values that answers are
 * made from (a search word's lookup, which several answers share) are kept by the same rules.
 */
export class PublicReads {
  private entries = new Map<string, Entry>();
  private values = new Map<string, KeptValue>();
  /** When each key was last asked (changes to the data do not change what people ask for). */
  private asked = new Map<string, number>();
  private generation = 0;
  /** Writes sent through this process's handle so far: a request compares it at its end. */
  writes = 0;
  private listening = false;

  forget(): void {
    this.generation += 1;
    if (this.entries.size > 0) this.entries = new Map();
    if (this.values.size > 0) this.values = new Map();
  }

  /** The kept answer for `key`, or `produce`'s (kept when nothing changed while it was read). */
  async read(key: string, produce: () => Promise<string>): Promise<Entry> {
    const now = Date.now();
    const kept = this.entries.get(key);
    if (kept && now - kept.at < PUBLIC_READ_MAX_AGE_MS) return kept;
    const generation = this.generation;
    const askedBefore = this.askedBefore(key, now);
    const entry: Entry = { ...keptAnswer(await produce()), at: now };
    if (this.listening && askedBefore && generation === this.generation)
      keepNewest(this.entries, key, entry, MAX_ENTRIES);
    return entry;
  }

  /**
   * Whether `key` was asked within ASKED_AGAIN_WITHIN_MS before `now` (and remembers this ask). A
   * key asked once is not kept (the doorkeeper of TinyLFU): a run of one-off searches then neither
   * pushes the hot answers out nor leaves its bodies for the garbage collector to carry.
   */
  private askedBefore(key: string, now: number): boolean {
    const last = this.asked.get(key);
    keepNewest(this.asked, key, now, MAX_ASKED);
    return last !== undefined && now - last < ASKED_AGAIN_WITHIN_MS;
  }

  /**
   * Each of `items`' values, kept under `keyOf(item)`: the kept ones from memory, the others
   * from one call of `produce` (given them in order, it returns their values in that order),
   * kept when nothing changed while they were read.
   */
  async readEach<I, T>(
    items: readonly I[],
    keyOf: (item: I) => string,
    produce: (missing: I[]) => Promise<T[]>,
  ): Promise<T[]> {
    const now = Date.now();
    const found = items.map((item) => {
      const kept = this.values.get(keyOf(item));
      return kept && now - kept.at < PUBLIC_READ_MAX_AGE_MS ? kept : undefined;
    });
    const missing = items.filter((_, index) => !found[index]);
    if (missing.length === 0) return found.map((kept) => kept!.value as T);
    const generation = this.generation;
    const produced = await produce(missing);
    const keep = this.listening && generation === this.generation;
    let next = 0;
    return items.map((item, index) => {
      const kept = found[index];
      if (kept) return kept.value as T;
      const value = produced[next++] as T;
      if (keep) keepNewest(this.values, keyOf(item), { value, at: now }, MAX_VALUES);
      return value;
    });
  }

  /** Starts keeping: listens for the notices and watches this handle's writes. */
  async watch(database: Database): Promise<void> {
    database.observeStatements((text) => {
      if (!writesPublicData(text)) return;
      this.writes += 1;
      this.forget();
    });
    await database.listen(PUBLIC_READS_CHANNEL, () => this.forget());
    this.forget();
    this.listening = true;
  }
}

export function keepPublicReads(database: Database, logger: Logger): PublicReads {
  const reads = new PublicReads();
  reads.watch(database).catch((err: unknown) => {
    logger.warn({ err }, 'public answers are read on every request: could not listen');
  });
  return reads;
}

/** Drops the kept answers when a request ends during which this process wrote public data. */
export function forgetPublicReadsAfterWrites(reads: PublicReads) {
  return createMiddleware(async (_c, next) => {
    const before = reads.writes;
    try {
      await next();
    } finally {
      if (reads.writes !== before) reads.forget();
    }
  });
}

/** The request's path and query: what a public answer is keyed by. */
function requestKey(c: Context<AppEnv>): string {
  const url = c.req.url;
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

// biome-ignore lint/complexity/noBannedTypes: the bound c.json itself declares, so any answer it takes fits.
type JsonAnswer = JSONValue | {} | InvalidJSONValue;
type JsonResponse<T extends JsonAnswer> = Response & TypedResponse<JSONParsed<T>, 200, 'json'>;

const JSON_TYPE = { 'content-type': 'application/json' };

/** The same bytes c.json would send (gzip kept with them); its type is what the typed web client reads. */
async function answer<T extends JsonAnswer>(c: Context<AppEnv>, kept: KeptAnswer): Promise<JsonResponse<T>> {
  return (await sendKept(c, kept, JSON_TYPE)) as unknown as JsonResponse<T>;
}

/**
 * A JSON answer that does not depend on who asks, only on the request (and `variant`: what else
 * it was computed from, such as a signed-in member's own place), kept already serialised. Without
 * `forMembers`, a signed-in request is answered by `produce` as before.
 */
export async function publicJson<T extends JsonAnswer>(
  c: Context<AppEnv>,
  reads: PublicReads,
  produce: () => Promise<T | JsonText<T>>,
  options: { forMembers?: boolean; variant?: string } = {},
): Promise<JsonResponse<T>> {
  const serialised = async () => {
    const value = await produce();
    return value instanceof JsonText ? value.text : JSON.stringify(value);
  };
  return answer<T>(
    c,
    c.get('user') && !options.forMembers
      ? keptAnswer(await serialised())
      : await reads.read(`${requestKey(c)} ${options.variant ?? ''}`, serialised),
  );
}

/**
 * An answer that differs for some members only (an item's owner and admins see more): a member
 * who is neither gets the visitors' answer (computed for their `variant`, e.g. their place); when
 * that answer names the member (their own listing) or is a 404 (hidden from visitors), it is
 * computed for them as before.
 */
export async function visitorJsonUnlessNamed<T extends JsonAnswer>(
  c: Context<AppEnv>,
  reads: PublicReads,
  produce: { asVisitor: () => Promise<T>; asMember: () => Promise<T> },
  member: { id: string; isAdmin: boolean } | null,
  variant: string,
): Promise<JsonResponse<T>> {
  const asMember = async () => answer<T>(c, keptAnswer(JSON.stringify(await produce.asMember())));
  if (member?.isAdmin) return asMember();
  try {
    const kept = await reads.read(`${requestKey(c)} ${variant}`, async () =>
      JSON.stringify(await produce.asVisitor()),
    );
    if (!member || !kept.body.includes(`"${member.id}"`)) return answer<T>(c, kept);
  } catch (err) {
    if (!member || !(err instanceof AppError && err.status === 404)) throw err;
  }
  return asMember();
}
