import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnPath, signInPath } from './return-path';

describe('returnPath', () => {
  it('keeps a path on this site', () => {
    expect(returnPath('/items/abc?dates=1')).toBe('/items/abc?dates=1');
  });

  it.each([
    null,
    '',
    'https://evil.test/',
    '//evil.test',
    '/\\evil.test',
    'items/abc',
    '/welcome?view=login',
  ])('sends %s home', (next) => {
    expect(returnPath(next)).toBe('/');
  });

  it('never leaves the site, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string(), (next) => {
        const path = returnPath(next);
        const url = new URL(path, 'https://shareshed.test');
        expect(url.origin).toBe('https://shareshed.test');
      }),
    );
  });
});

describe('signInPath', () => {
  it('carries the page to come back to', () => {
    expect(signInPath('/items/abc')).toBe('/welcome?view=login&next=%2Fitems%2Fabc');
    expect(new URLSearchParams(signInPath('/items/a?b=1&c=2').split('?')[1]).get('next')).toBe(
      '/items/a?b=1&c=2',
    );
  });

  it('needs no parameter for home', () => {
    expect(signInPath('/')).toBe('/welcome?view=login');
  });
});
