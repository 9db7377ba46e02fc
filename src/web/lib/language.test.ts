import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestLanguage, pickLanguage, rememberGuestLanguage } from './language';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.documentElement.lang = 'en';
});

function browserLanguages(languages: string[]) {
  vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] });
}

describe('pickLanguage', () => {
  it('takes the first language we have, by its primary subtag', () => {
    expect(pickLanguage(['de-DE', 'en-US'])).toBe('de');
    expect(pickLanguage(['pt-BR', 'FR-ca', 'es'])).toBe('fr');
    expect(pickLanguage(['ja', 'zh-Hans'])).toBeUndefined();
    expect(pickLanguage([])).toBeUndefined();
  });
});

describe('guestLanguage', () => {
  it("follows the browser's languages", () => {
    browserLanguages(['es-MX', 'en']);
    expect(guestLanguage()).toBe('es');
  });

  it("prefers the guest's own choice over the browser", () => {
    browserLanguages(['es-MX']);
    rememberGuestLanguage('fr');
    expect(guestLanguage()).toBe('fr');
  });

  it('falls back to the language the server negotiated, then English', () => {
    browserLanguages(['ja']);
    document.documentElement.lang = 'de';
    expect(guestLanguage()).toBe('de');
    document.documentElement.lang = '';
    expect(guestLanguage()).toBe('en');
  });
});
