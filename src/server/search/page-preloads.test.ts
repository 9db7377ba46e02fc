import { hc } from 'hono/client';
import { describe, expect, it } from 'vitest';
import type { ApiType } from '../app';
import { firstSearchApiPath } from './page-preloads';

/** The address the web app's typed client asks (web/features/search/api.ts builds the same query). */
function clientPath(query: Record<string, string>): string {
  const url = hc<ApiType>('http://localhost/api').search.$url({ query });
  return `${url.pathname}${url.search}`;
}

const page = (search: string) => new URLSearchParams(search);

describe("the search page's first API address", () => {
  it('is what the typed client asks for the words, best match first', () => {
    expect(firstSearchApiPath('/search', page('q=drill'))).toBe(
      clientPath({ sort: 'relevance', q: 'drill' }),
    );
    expect(firstSearchApiPath('/search', page('q=%20honda+generator%20&sort=relevance'))).toBe(
      clientPath({ sort: 'relevance', q: 'honda generator' }),
    );
    expect(firstSearchApiPath('/search', page('q=a%26b%3Dc'))).toBe(
      clientPath({ sort: 'relevance', q: 'a&b=c' }),
    );
  });

  it('has no words when the page has none', () => {
    expect(firstSearchApiPath('/search/', page(''))).toBe(clientPath({ sort: 'relevance' }));
    expect(firstSearchApiPath('/search', page('q=%20'))).toBe(clientPath({ sort: 'relevance' }));
  });

  it('is not known for filters, Nearby or other pages (their address needs more than the URL)', () => {
    for (const search of [
      'q=drill&within=10',
      'q=drill&category=power-tools',
      'sort=distance',
      'q=x&sort=bogus',
    ])
      expect(firstSearchApiPath('/search', page(search))).toBeNull();
    expect(firstSearchApiPath('/power-tools', page('q=drill'))).toBeNull();
    expect(firstSearchApiPath('/searching', page('q=drill'))).toBeNull();
  });
});
