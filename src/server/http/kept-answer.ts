import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';

const gzipBytes = promisify(gzip);

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

/**
 * Answers `kept` with `headers` (content type, caching) as compress() would have sent it: over
 * its threshold the answer varies by Accept-Encoding, and a client that compress() would answer
 * with gzip gets the kept gzip bytes (with their length, where compress streamed them). A client
 * that prefers deflate is still served by compress() itself (few do).
 */
export async function sendKept(
  c: Context,
  kept: KeptAnswer,
  headers: Record<string, string>,
): Promise<Response> {
  const out: Record<string, string> = { ...headers, 'content-length': kept.length };
  if (c.req.method === 'HEAD' || Number(kept.length) < COMPRESS_FROM_BYTES)
    return c.body(kept.body, 200, out);
  out.vary = out.vary ? `${out.vary}, Accept-Encoding` : 'Accept-Encoding';
  if (compressEncoding(c) !== 'gzip') return c.body(kept.body, 200, out);
  kept.gzipped ??= gzipBytes(kept.body).then(
    (bytes) => new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength),
  );
  const bytes = await kept.gzipped;
  out['content-encoding'] = 'gzip';
  out['content-length'] = String(bytes.byteLength);
  return c.body(bytes, 200, out);
}

/** compress()'s encodings, in the order it tries them. */
const ENCODINGS = ['gzip', 'deflate'] as const;

/**
 * The encoding compress() picks for this request's Accept-Encoding (its own rule, over the same
 * parsed header: gzip first, then a higher q wins); 'identity' for none.
 */
export function compressEncoding(c: Context): string {
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
