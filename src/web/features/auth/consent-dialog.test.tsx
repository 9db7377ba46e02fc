import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isScrolledToBottom } from './consent-dialog';
import { viewFrom } from './welcome-screen';

describe('isScrolledToBottom (10 px tolerance)', () => {
  it('is true exactly when at most 10 px are left below the visible part', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(2000), fc.nat(5000), (clientHeight, extra, scrolled) => {
        const scrollHeight = clientHeight + extra;
        const scrollTop = Math.min(scrolled, extra);
        const left = scrollHeight - scrollTop - clientHeight;
        expect(isScrolledToBottom({ scrollTop, scrollHeight, clientHeight })).toBe(left <= 10);
      }),
    );
    expect(isScrolledToBottom({ scrollTop: 490, scrollHeight: 1000, clientHeight: 500 })).toBe(true);
    expect(isScrolledToBottom({ scrollTop: 489, scrollHeight: 1000, clientHeight: 500 })).toBe(false);
  });
});

describe('welcome view from the URL', () => {
  it('knows signup and login, and shows the three entries otherwise', () => {
    expect(viewFrom(new URLSearchParams('view=signup'))).toBe('signup');
    expect(viewFrom(new URLSearchParams('view=login&verified=1'))).toBe('login');
    expect(viewFrom(new URLSearchParams('view=admin'))).toBe('welcome');
    expect(viewFrom(new URLSearchParams(''))).toBe('welcome');
  });
});
