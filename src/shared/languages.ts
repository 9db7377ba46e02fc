/**
 * The interface languages, once for the server and the web. Kept free of zod and any other
 * dependency: the web's first page imports it (web/lib/i18n.ts), so it must weigh nothing.
 */
export const LANGUAGE_CODES = ['en', 'es', 'fr', 'de'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Each language by its own name, the same in every interface language (so a reader finds theirs). */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

export function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value ?? '');
}
