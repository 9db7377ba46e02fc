import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { THEMES } from '../../../shared/constants';
import { applyTheme, parseTheme, resolveTheme } from './theme-logic';

describe('theme', () => {
  it('defaults to system for a missing or unknown stored value', () => {
    expect(parseTheme(null)).toBe('system');
    expect(parseTheme('purple')).toBe('system');
    expect(parseTheme('dark')).toBe('dark');
  });

  it('lets the operating system decide only for system', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('leaves exactly one of light/dark on the root element, whatever came before', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...THEMES), fc.boolean()), { minLength: 1, maxLength: 6 }),
        (changes) => {
          const root = document.createElement('html');
          root.classList.add('font-large');
          for (const [theme, prefersDark] of changes) applyTheme(root, theme, prefersDark);
          const [theme, prefersDark] = changes.at(-1) ?? ['system', false];
          const expected = resolveTheme(theme, prefersDark);
          expect(root.classList.contains(expected)).toBe(true);
          expect(root.classList.contains(expected === 'dark' ? 'light' : 'dark')).toBe(false);
          expect(root.classList.contains('font-large')).toBe(true);
        },
      ),
    );
  });
});
