import { z } from 'zod';

/**
 * The one text schema every body, param and query string goes through (issue 13, decision 009).
 * People type letters, digits, punctuation, emoji, and in multi-line fields newlines and tabs;
 * nothing else belongs in a stored string. Control characters (NUL above all: Postgres refuses
 * it in text) and unpaired UTF-16 surrogates (refused in jsonb, and not text at all) are turned
 * away with a 400 here, before any handler, log or database sees them.
 */

/** What a person is told when a text holds such characters. */
export const UNSAFE_TEXT_MESSAGE = 'This text contains characters that are not allowed (control characters).';

// \p{Cc} is C0, DEL and C1; \p{Cs} with the u flag matches only a lone surrogate half (a
// well-formed pair is one code point). Multi-line text lets tab, newline and carriage return through.
const SINGLE_LINE_UNSAFE = /[\p{Cc}\p{Cs}]/u;
const MULTI_LINE_UNSAFE = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

/** True when `value` is text a person could have typed (see above). */
export function isSafeText(value: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? MULTI_LINE_UNSAFE : SINGLE_LINE_UNSAFE).test(value);
}

/**
 * A string that is safe text. Chain the usual string rules after it (`.trim().min(1).max(100)`).
 * `error` is the message when the value is not a string at all.
 */
export function safeText(options: { multiline?: boolean; error?: string } = {}) {
  const base = options.error ? z.string({ error: options.error }) : z.string();
  return base.refine((value) => isSafeText(value, options), { error: UNSAFE_TEXT_MESSAGE, abort: true });
}

/** Multi-line safe text (descriptions, messages, bios): newlines and tabs allowed. */
export const multiLineText = (error?: string) => safeText({ multiline: true, error });

/**
 * Any JSON value whose strings (keys included) are all safe text: for free-form JSON such as
 * audit metadata, stored as jsonb, where a lone surrogate or NUL makes Postgres refuse the write.
 */
export const safeJsonValue: z.ZodType<unknown> = z.unknown().refine((value) => isSafeJson(value, 0), {
  error: UNSAFE_TEXT_MESSAGE,
});

function isSafeJson(value: unknown, depth: number): boolean {
  if (depth > 20) return false;
  if (typeof value === 'string') return isSafeText(value, { multiline: true });
  if (Array.isArray(value)) return value.every((entry) => isSafeJson(entry, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).every(
      ([key, entry]) => isSafeText(key, { multiline: true }) && isSafeJson(entry, depth + 1),
    );
  }
  return true;
}

/** Ids are validated as what they are: row ids are UUIDs. */
export const uuidSchema = (error: string) => z.uuid({ error });

/** better-auth's account ids: 32 letters and digits (older or imported ones may use - and _). */
export const userIdSchema = (error = 'User not found') =>
  z.string({ error }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error });

/** Provider session ids (Stripe's `cs_test_…`, the sandbox's own): letters, digits, _ and -. */
export const opaqueIdSchema = (error: string, max = 255) =>
  z
    .string({ error })
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`), { error });
