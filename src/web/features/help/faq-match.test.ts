import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FaqEntry } from './faq';
import { findFaqEntry, isSendable, normaliseText, scoreEntry } from './faq-match';

const entries: FaqEntry[] = [
  { id: 'how-renting-works', keywords: ['rent', 'renting', 'book', 'how does'] },
  { id: 'deposits', keywords: ['deposit', 'security deposit', 'refund'] },
  { id: 'fees', keywords: ['fee', 'fees', 'commission'] },
];

describe('findFaqEntry', () => {
  it('answers with the entry whose keyword the question contains', () => {
    expect(findFaqEntry('How do I rent a drill?', entries)?.id).toBe('how-renting-works');
    expect(findFaqEntry('When do I get my DEPOSIT back?', entries)?.id).toBe('deposits');
    expect(findFaqEntry('What fees do you charge', entries)?.id).toBe('fees');
  });

  it('matches plurals of a keyword', () => {
    expect(findFaqEntry('How do deposits work?', entries)?.id).toBe('deposits');
    expect(findFaqEntry('Are there any commissions', entries)?.id).toBe('fees');
  });

  it('matches whole words only', () => {
    expect(findFaqEntry('Is the rental parent-friendly?', entries)).toBeNull();
    expect(findFaqEntry('coffee', entries)).toBeNull();
  });

  it('matches phrases across punctuation and extra spaces', () => {
    expect(findFaqEntry('How   does... this work', entries)?.id).toBe('how-renting-works');
  });

  it('prefers the entry with more matching words', () => {
    // 'rent' (1) against 'security deposit' + 'deposit' (3)
    expect(findFaqEntry('Can I rent without a security deposit?', entries)?.id).toBe('deposits');
  });

  it('gives ties to the earlier entry', () => {
    expect(findFaqEntry('rent fee', entries)?.id).toBe('how-renting-works');
  });

  it('returns nothing for a question with no keyword, so the helper falls back to Support', () => {
    expect(findFaqEntry('xyzzy plugh', entries)).toBeNull();
    expect(findFaqEntry('   ', entries)).toBeNull();
    expect(findFaqEntry('anything', [])).toBeNull();
  });

  it('finds an entry whenever the question contains one of its keywords', () => {
    const keywords = entries.flatMap((entry) => entry.keywords);
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('q', 'z', 'x', ' ', '?', '!') }),
        fc.constantFrom(...keywords),
        fc.string({ unit: fc.constantFrom('q', 'z', 'x', ' ', '.') }),
        (before, keyword, after) => {
          const found = findFaqEntry(`${before} ${keyword.toUpperCase()} ${after}`, entries);
          expect(found).not.toBeNull();
          expect(
            scoreEntry(normaliseText(`${before} ${keyword} ${after}`), found as FaqEntry),
          ).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('isSendable', () => {
  it('ignores blank input', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable('  \n\t ')).toBe(false);
    expect(isSendable(' hi ')).toBe(true);
  });
});
