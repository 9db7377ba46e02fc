import { isLanguageCode, type LanguageCode } from '../../shared/languages';
import { storage } from './storage';

/** A guest's own choice of language, kept in this browser (a member's is in their settings). */
const GUEST_LANGUAGE_KEY = 'language';

/** The first of the browser's languages we have, by primary subtag ('de-DE' → 'de'). */
export function pickLanguage(preferred: readonly string[]): LanguageCode | undefined {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLanguageCode(primary)) return primary;
  }
  return undefined;
}

/**
 * The language a guest sees: their own choice if they made one; otherwise what the browser asks
 * for. The server negotiated Accept-Language into `<html lang>` for the first paint; once the app
 * runs, `navigator.languages` (the same list, in full) has the last word.
 */
export function guestLanguage(): LanguageCode {
  const chosen = storage.get(GUEST_LANGUAGE_KEY);
  if (isLanguageCode(chosen)) return chosen;
  if (typeof navigator !== 'undefined') {
    const fromBrowser = pickLanguage(navigator.languages ?? [navigator.language]);
    if (fromBrowser) return fromBrowser;
  }
  const negotiated = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguageCode(negotiated) ? negotiated : 'en';
}

export function rememberGuestLanguage(language: LanguageCode): void {
  storage.set(GUEST_LANGUAGE_KEY, language);
}
