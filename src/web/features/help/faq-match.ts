import type { FaqEntry } from './faq';

/** A word without its plural ending, so "deposits" finds "deposit" and "batteries" finds "battery". */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * Lower case, punctuation turned into spaces, single-spaced, plurals made singular: so
 * "Deposits?" matches "deposit". Questions and keywords go through the same steps.
 */
export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular)
    .join(' ');
}

/** Whether a normalised keyword (one word or a phrase) occurs in the normalised text as whole words. */
function containsKeyword(normalisedText: string, normalisedKeyword: string): boolean {
  return normalisedKeyword !== '' && ` ${normalisedText} `.includes(` ${normalisedKeyword} `);
}

/**
 * How well an entry fits a question: every matching keyword counts its number of words, so a
 * matching phrase ("security deposit") outweighs a single common word. Keywords that are the
 * same once normalised ("fee", "fees") count once.
 */
export function scoreEntry(normalisedText: string, entry: FaqEntry): number {
  let score = 0;
  for (const keyword of new Set(entry.keywords.map(normaliseText))) {
    if (containsKeyword(normalisedText, keyword)) score += keyword.split(' ').length;
  }
  return score;
}

/** The FAQ entry that best answers a typed question, or null when no keyword matches. Ties go to the earlier entry. */
export function findFaqEntry(question: string, entries: readonly FaqEntry[]): FaqEntry | null {
  const text = normaliseText(question);
  if (text === '') return null;
  let best: FaqEntry | null = null;
  let bestScore = 0;
  for (const entry of entries) {
    const score = scoreEntry(text, entry);
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
}

/** Blank input is ignored (spec section 2): only text with something other than spaces is sent. */
export function isSendable(text: string): boolean {
  return text.trim() !== '';
}
