import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  isSafeText,
  multiLineText,
  safeJsonValue,
  safeText,
  UNSAFE_TEXT_MESSAGE,
  userIdSchema,
} from './text';

describe('safe text', () => {
  test.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'a\u0007'],
    ['escape', '\u001b[31mred'],
    ['DEL', 'a\u007f'],
    ['a C1 control', 'a\u0085'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udfffb'],
    ['a newline in single-line text', 'two\nlines'],
    ['a tab in single-line text', 'a\tb'],
  ])('refuses %s with the clear message', (_label, value) => {
    const result = safeText().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
  });

  test('multi-line text keeps newlines, carriage returns and tabs, and still refuses NUL', () => {
    expect(multiLineText().parse('one\r\ntwo\n\tthree')).toBe('one\r\ntwo\n\tthree');
    expect(multiLineText().safeParse('one\u0000').success).toBe(false);
  });

  test('letters of every script, emoji (surrogate pairs) and punctuation are text', () => {
    expect(safeText().parse('Gärtner — 東京 🚲 $& $` <b>')).toBe('Gärtner — 東京 🚲 $& $` <b>');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        const expected = !/[\p{Cc}]/u.test(value);
        expect(isSafeText(value, { multiline: false })).toBe(expected);
      }),
    );
  });

  test('any string of code units is safe exactly when it is well-formed and free of controls', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const wellFormed = !/\p{Cs}/u.test(value);
        const noControls = !/[\p{Cc}]/u.test(value);
        expect(isSafeText(value)).toBe(wellFormed && noControls);
      }),
      { numRuns: 300 },
    );
  });

  test('JSON values are checked through arrays and object keys', () => {
    expect(safeJsonValue.safeParse({ a: ['ok', { b: 1 }] }).success).toBe(true);
    expect(safeJsonValue.safeParse({ a: ['ok', { b: 'x\u0000' }] }).success).toBe(false);
    expect(safeJsonValue.safeParse({ ['k\ud800']: 1 }).success).toBe(false);
  });

  test('account ids are letters, digits, - and _', () => {
    expect(userIdSchema().safeParse('Ab3dE9_x-y').success).toBe(true);
    for (const bad of ['', '..', 'a/b', 'a\u0000', 'x'.repeat(65)]) {
      expect(userIdSchema().safeParse(bad).success).toBe(false);
    }
  });
});
