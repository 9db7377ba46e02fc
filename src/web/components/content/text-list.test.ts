import { describe, expect, it } from 'vitest';
import { asProseBlocks, asStringList } from './text-list';

describe('asStringList', () => {
  it('keeps an array of strings as it is', () => {
    expect(asStringList(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('is empty for a missing key (i18next returns the key string) or mixed content', () => {
    expect(asStringList('about.story.paragraphs')).toEqual([]);
    expect(asStringList(['a', 1])).toEqual([]);
    expect(asStringList(undefined)).toEqual([]);
  });
});

describe('asProseBlocks', () => {
  it('keeps paragraphs and bullet lists in order', () => {
    expect(asProseBlocks(['intro', ['one', 'two'], 'outro'])).toEqual(['intro', ['one', 'two'], 'outro']);
  });

  it('drops malformed blocks and non-arrays', () => {
    expect(asProseBlocks(['ok', { nested: true }, ['x', 2], 3])).toEqual(['ok']);
    expect(asProseBlocks('terms.sections.fees.body')).toEqual([]);
  });
});
