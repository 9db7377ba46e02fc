import { describe, expect, it } from 'vitest';
import help from '../../locales/en/help.json';
import { FAQ_ENTRIES } from './faq';
import { findFaqEntry } from './faq-match';

const texts: Record<string, { question?: string; answer?: string }> = help.faq;

describe('FAQ_ENTRIES', () => {
  it('holds 10 to 14 entries with unique ids', () => {
    expect(FAQ_ENTRIES.length).toBeGreaterThanOrEqual(10);
    expect(FAQ_ENTRIES.length).toBeLessThanOrEqual(14);
    expect(new Set(FAQ_ENTRIES.map((entry) => entry.id)).size).toBe(FAQ_ENTRIES.length);
  });

  it('has an English question and answer for every entry, and no text without an entry', () => {
    for (const entry of FAQ_ENTRIES) {
      expect(texts[entry.id]?.question, entry.id).toMatch(/\?$/);
      expect(texts[entry.id]?.answer?.length ?? 0, entry.id).toBeGreaterThan(80);
    }
    expect(Object.keys(texts).sort()).toEqual(FAQ_ENTRIES.map((entry) => entry.id).sort());
  });

  it('gives every entry trimmed, lower-case, distinct keywords the chat helper can match', () => {
    for (const entry of FAQ_ENTRIES) {
      expect(entry.keywords.length, entry.id).toBeGreaterThanOrEqual(5);
      expect(new Set(entry.keywords).size, entry.id).toBe(entry.keywords.length);
      for (const keyword of entry.keywords) {
        expect(keyword, entry.id).toBe(keyword.trim().toLowerCase());
        expect(keyword.length, entry.id).toBeGreaterThan(0);
      }
    }
  });

  it('names no email address in answers, so an admin-changed support address never goes stale', () => {
    for (const entry of FAQ_ENTRIES) expect(texts[entry.id]?.answer, entry.id).not.toMatch(/@/);
  });
});

describe('matching typed questions to FAQ_ENTRIES (the chat helper)', () => {
  const cases: [string, string][] = [
    ['How do I rent a drill?', 'how-renting-works'],
    ['How does it work?', 'how-renting-works'],
    ['Can I look around without signing up?', 'guest-browsing'],
    ['How do I create an account?', 'create-account'],
    ['I forgot my password', 'reset-password'],
    ['How do I list my lawn mower?', 'listing-an-item'],
    ['What commission do you take?', 'fees'],
    ['How much does it cost?', 'fees'],
    ['When do I get paid?', 'payments'],
    ['When do I get my deposit back?', 'security-deposit'],
    ['How do I return the saw?', 'returns'],
    ['What if I break something?', 'damage'],
    ['Can I cancel my booking?', 'cancellations'],
    ['Is it safe to rent from a stranger?', 'safety'],
    ['How can I contact support?', 'contact-support'],
  ];

  it.each(cases)('"%s" finds %s', (question, id) => {
    expect(findFaqEntry(question, FAQ_ENTRIES)?.id).toBe(id);
  });

  it('every entry is reachable by at least one of its own keywords', () => {
    for (const entry of FAQ_ENTRIES) {
      const reachable = entry.keywords.some((keyword) => findFaqEntry(keyword, FAQ_ENTRIES)?.id === entry.id);
      expect(reachable, entry.id).toBe(true);
    }
  });
});
