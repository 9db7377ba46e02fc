import { promisify } from 'node:util';
import { constants, gzip, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './context';
import { privateIfSignedIn, withAppWideHeaders } from './security';
import { markWhole } from './whole-answer';

const gzipAsync = promisify(gzip);

/**
 * The fastest level: an answer is compressed when it is first asked for, so every miss (a search
 * for new words) waits for it. A search page of 21 cards (13.7 KB of JSON) took 120 to 170 µs at
 * the default level 6 and 45 to 65 µs at level 1, for 2,040 bytes instead of 1,930 (5% more).
 */
const GZIP_OPTIONS = { level: constants.Z_BEST_SPEED };

/**
 * Up to this size an answer is compressed on the main thread: the thread pool's round trip (two
 * turns of the event loop, and a wake-up of a pool thread) cost more than the compression itself
 * (13.7 KB: about 50 µs). Larger answers go to the pool, so one cannot hold the event loop long.
 */
const GZIP_INLINE_UP_TO_BYTES = 64 * 1024;

/**
 * The gzip bytes in a buffer of their own. zlib hands back a view of its 16 KB output chunk, so a
 * kept view of 2 KB held the whole chunk: with up to 500 answers kept, about 7 MB outside the heap
 * that counts towards V8's next full collection. Copied out, the search misses of bench/scale.ts
 * ran half as many full collections (issue 18).
 */
async function gzipBytes(body: string, length: number): Promise<Uint8Array<ArrayBuffer>> {
  const bytes =
    length <= GZIP_INLINE_UP_TO_BYTES ? gzipSync(body, GZIP_OPTIONS) : await gzipAsync(body, GZIP_OPTIONS);
  return Uint8Array.prototype.slice.call(bytes);
}

/** compress()'s threshold: smaller answers go as they are (gzip would only cost time). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * An answer's body kept whole: its bytes, its length and, once a client asked for gzip, its gzip
 * bytes, so a repeated answer costs neither a length count nor a compression (issue 18).
 */
export interface KeptAnswer {
  readonly body: string;
  readonly length: string;
  gzipped?: Promise<Uint8Array<ArrayBuffer>>;
}

export function keptAnswer(body: string): KeptAnswer {
  return { body, length: String(Buffer.byteLength(body)) };
}

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;

/**
 * Answers `kept` with `headers` (lower-case names: content type, caching) and `status` as
 * compress() would have sent it: over its threshold the answer varies by Accept-Encoding, and a
 * client that compress() would answer with gzip gets the kept gzip bytes (with their length,
 * where compress streamed them); an answer marked no-transform goes as it is. A client that
 * prefers deflate is still served by compress() itself (few do). Behind the app's middleware
 * (which puts the app-wide headers and the request's id on the context) the answer is sent whole
 * (http/whole-answer.ts), with those headers over `headers` as the middleware would set them.
 */
export async function sendKept(
  c: Context<AppEnv>,
  kept: KeptAnswer,
  headers: Record<string, string>,
  status: ContentfulStatusCode = 200,
): Promise<Response> {
  const appHeaders = c.get('appHeaders');
  const requestId = c.get('requestId');
  const whole = appHeaders !== undefined && requestId !== undefined;
  const out: Record<string, string> = whole
    ? { ...withAppWideHeaders(appHeaders, headers), 'x-request-id': requestId, 'content-length': kept.length }
    : { ...headers, 'content-length': kept.length };
  if (whole) privateIfSignedIn(c, out);
  const send = (body: string | Uint8Array<ArrayBuffer>) =>
    // Not c.body: given more than one header, it builds a Headers object of them. So a header a
    // route set with c.header() would not be sent: a kept answer's come in `headers`.
    whole ? markWhole(new Response(body, { status, headers: out })) : c.body(body, status, out);
  if (
    c.req.method === 'HEAD' ||
    Number(kept.length) < COMPRESS_FROM_BYTES ||
    NO_TRANSFORM.test(out['cache-control'] ?? '')
  )
    return send(kept.body);
  if (!VARIES_BY_ENCODING.test(out.vary ?? ''))
    out.vary = out.vary ? `${out.vary}, Accept-Encoding` : 'Accept-Encoding';
  const encoding = compressEncoding(c);
  if (encoding === 'identity') return send(kept.body);
  // compress() deflates it on the way out: not whole.
  if (encoding === 'deflate') return c.body(kept.body, status, out);
  kept.gzipped ??= gzipBytes(kept.body, Number(kept.length));
  const bytes = await kept.gzipped;
  out['content-encoding'] = 'gzip';
  out['content-length'] = String(bytes.byteLength);
  return send(bytes);
}

/** compress()'s encodings, in the order it tries them. */
const ENCODINGS = ['gzip', 'deflate'] as const;

/**
 * The encoding compress() picks for this request's Accept-Encoding (its own rule, over the same
 * parsed header: gzip first, then a higher q wins); 'identity' for none.
 */
export function compressEncoding(c: Context): string {
  const header = c.req.header('accept-encoding') ?? '';
  let encoding = encodingFor.get(header);
  if (encoding === undefined) {
    encoding = negotiatedEncoding(c);
    // Clients send a handful of distinct values; any client may send any, so the memory is bounded.
    if (encodingFor.size >= MAX_REMEMBERED_ENCODINGS) encodingFor.clear();
    encodingFor.set(header, encoding);
  }
  return encoding;
}

/**
 * compressEncoding's answers per Accept-Encoding value: parsing the header is the same work for
 * the same value, and cold after the wait for Postgres it cost a search miss about 18 µs.
 */
const encodingFor = new Map<string, string>();
const MAX_REMEMBERED_ENCODINGS = 64;

function negotiatedEncoding(c: Context): string {
  return accepts(c, {
    header: 'Accept-Encoding',
    supports: [...ENCODINGS],
    default: 'identity',
    match: (parsed: { type: string; q: number }[]) => {
      const anyQ = parsed.find((accept) => accept.type === '*')?.q;
      let best: { encoding: string; q: number } | undefined;
      for (const encoding of ENCODINGS) {
        const q = parsed.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? anyQ ?? 0;
        if (q === 1) return encoding;
        if (q > 0 && (!best || q > best.q)) best = { encoding, q };
      }
      return best?.encoding ?? 'identity';
    },
  });
}
