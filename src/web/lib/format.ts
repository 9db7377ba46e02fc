import { useSyncExternalStore } from 'react';
import type { LanguageCode } from '../../shared/languages';
import type { CurrencyCode, TimezoneCode } from '../../shared/schemas/user-settings';

/**
 * Dates and prices as the user chose in Settings > Language & Region. The chosen timezone decides
 * how times read; prices are USD amounts (payments are in USD), so the currency choice is kept
 * for display later and prices always show in dollars today.
 */
export interface FormatPreferences {
  language: LanguageCode;
  timezone: TimezoneCode;
  currency: CurrencyCode;
}

/** The four US zones of the settings, as IANA zones (daylight saving included). */
export const TIMEZONE_IANA: Record<TimezoneCode, string> = {
  est: 'America/New_York',
  cst: 'America/Chicago',
  mst: 'America/Denver',
  pst: 'America/Los_Angeles',
};

const LOCALES: Record<LanguageCode, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' };

export const DEFAULT_FORMAT_PREFERENCES: FormatPreferences = {
  language: 'en',
  timezone: 'est',
  currency: 'usd',
};

let current = DEFAULT_FORMAT_PREFERENCES;
const listeners = new Set<() => void>();

export function setFormatPreferences(next: Partial<FormatPreferences>): void {
  const merged = { ...current, ...next };
  if (
    merged.language === current.language &&
    merged.timezone === current.timezone &&
    merged.currency === current.currency
  ) {
    return;
  }
  current = merged;
  for (const listener of listeners) listener();
}

export function getFormatPreferences(): FormatPreferences {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders the caller when the user's format preferences change. */
export function useFormatPreferences(): FormatPreferences {
  return useSyncExternalStore(subscribe, getFormatPreferences, getFormatPreferences);
}

type DateInput = Date | string | number;

/** 'Mar 5, 2025' in the user's language and timezone. */
export function formatDate(value: DateInput, prefs: FormatPreferences = current): string {
  return new Intl.DateTimeFormat(LOCALES[prefs.language], {
    dateStyle: 'medium',
    timeZone: TIMEZONE_IANA[prefs.timezone],
  }).format(new Date(value));
}

/** '3:04 PM' (or '15:04') in the user's language and timezone. */
export function formatTime(value: DateInput, prefs: FormatPreferences = current): string {
  return new Intl.DateTimeFormat(LOCALES[prefs.language], {
    timeStyle: 'short',
    timeZone: TIMEZONE_IANA[prefs.timezone],
  }).format(new Date(value));
}

/** Spec section 3: the join date is month and year with the English long month ('January 2025'). */
export function formatMonthYear(value: DateInput, prefs: FormatPreferences = current): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: TIMEZONE_IANA[prefs.timezone],
  }).format(new Date(value));
}

/** Integer cents as US dollars ('$1,234.50'); all prices and payments are in USD. */
export function formatPrice(cents: number, prefs: FormatPreferences = current): string {
  return new Intl.NumberFormat(LOCALES[prefs.language], { style: 'currency', currency: 'USD' }).format(
    cents / 100,
  );
}
