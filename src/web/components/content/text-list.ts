/**
 * Long copy lives in locale files as arrays read with `t(key, { returnObjects: true })`, which
 * i18next types as unknown. These guards turn such a value into something safe to render.
 */

/** A block of body text: a paragraph, or a bulleted list of strings. */
export type ProseBlock = string | string[];

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The strings of a locale array; anything else (a missing key comes back as the key) is empty. */
export function asStringList(value: unknown): string[] {
  return isStringArray(value) ? value : [];
}

/** Paragraphs and bullet lists of a locale array, keeping only well-formed blocks. */
export function asProseBlocks(value: unknown): ProseBlock[] {
  if (!Array.isArray(value)) return [];
  return value.filter((block): block is ProseBlock => typeof block === 'string' || isStringArray(block));
}
