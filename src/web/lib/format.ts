import { useSyncExternalStore } from 'react';
import { convertCents, type ExchangeRates } from '../../shared/exchange';
import type { LanguageCode } from '../../shared/languages';
import { dateTimeFormat, formatCalendarDay, formatMoney, LOCALE_OF } from '../../shared/locale';
import type { CurrencyCode, TimezoneCode } from '../../shared/schemas/user-settings';

/**
 * Dates and prices as the user chose in Settings > Language & Region: every time and date shown
 * goes through this file. A member's timezone decides how times read; a guest (and anyone before
 * their settings arrive) sees the browser's own zone. Prices are USD amounts (payments are in
 * USD); with another currency chosen, each price also shows an approximation from the admin's
 * exchange rates ('$15.00 (≈ €13.80)'), while checkout and receipts show the charge alone.
 */
export interface FormatPreferences {
  language: LanguageCode;
  /** 'browser': the zone this browser runs in (guests). */
  timezone: TimezoneCode | 'browser';
  currency: CurrencyCode;
}

/** The four US zones of the settings, as IANA zones (daylight saving included). */
export const TIMEZONE_IANA: Record<TimezoneCode, string> = {
  est: 'America/New_York',
  cst: 'America/Chicago',
  mst: 'America/Denver',
  pst: 'America/Los_Angeles',
};

export const DEFAULT_FORMAT_PREFERENCES: FormatPreferences = {
  language: 'en',
  timezone: 'browser',
  currency: 'usd',
};

let current = DEFAULT_FORMAT_PREFERENCES;
let rates: ExchangeRates | null = null;
const listeners = new Set<() => void>();

/** The admin's exchange rates (from the site facts); until they arrive prices show in USD alone. */
export function setExchangeRates(next: ExchangeRates | null): void {
  if (JSON.stringify(next) === JSON.stringify(rates)) return;
  rates = next;
  // A new snapshot, so a useFormatPreferences that subscribes after this still sees a change.
  current = { ...current };
  for (const listener of listeners) listener();
}

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

/** Calls `listener` after every change of the preferences or the rates; returns the unsubscribe. */
export function subscribeFormatPreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const subscribe = subscribeFormatPreferences;

/** Re-renders the caller when the user's format preferences or the exchange rates change. */
export function useFormatPreferences(): FormatPreferences {
  return useSyncExternalStore(subscribe, getFormatPreferences, getFormatPreferences);
}

type DateInput = Date | string | number;

/** The IANA zone of the preferences; undefined lets Intl use the browser's own. */
function zoneOf(prefs: FormatPreferences): string | undefined {
  return prefs.timezone === 'browser' ? undefined : TIMEZONE_IANA[prefs.timezone];
}

/** 'Mar 5, 2025' in the user's language and timezone. */
export function formatDate(value: DateInput, prefs: FormatPreferences = current): string {
  return dateTimeFormat(LOCALE_OF[prefs.language], {
    dateStyle: 'medium',
    timeZone: zoneOf(prefs),
  }).format(new Date(value));
}

/**
 * A calendar day ('YYYY-MM-DD': a rental's start, an availability date) in the user's language.
 * A day is not a moment: no timezone may move it to the day before.
 */
export function formatDay(day: string, prefs: FormatPreferences = current): string {
  return formatCalendarDay(day, prefs.language);
}

/** '3:04 PM' (or '15:04') in the user's language and timezone. */
export function formatTime(value: DateInput, prefs: FormatPreferences = current): string {
  return dateTimeFormat(LOCALE_OF[prefs.language], {
    timeStyle: 'short',
    timeZone: zoneOf(prefs),
  }).format(new Date(value));
}

/** Spec section 3: the join date is month and year with the English long month ('January 2025'). */
export function formatMonthYear(value: DateInput, prefs: FormatPreferences = current): string {
  return dateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: zoneOf(prefs),
  }).format(new Date(value));
}

/**
 * A moment in a list (messages, notifications): the time if it is today in the user's zone,
 * else the date.
 */
export function formatMoment(value: DateInput, prefs: FormatPreferences = current): string {
  const today = formatDate(Date.now(), prefs);
  return formatDate(value, prefs) === today ? formatTime(value, prefs) : formatDate(value, prefs);
}

/**
 * A price (integer US cents) for reading: '$1,234.50', and with another currency chosen the
 * approximation next to it, marked as such: '$15.00 (≈ €13.80)'.
 */
export function formatPrice(cents: number, prefs: FormatPreferences = current): string {
  const usd = formatMoney(cents, prefs.language);
  if (prefs.currency === 'usd' || !rates) return usd;
  const approx = formatMoney(convertCents(cents, rates[prefs.currency]), prefs.language, {
    currency: prefs.currency.toUpperCase(),
  });
  return `${usd} (≈ ${approx})`;
}

/**
 * What is charged or was paid, always and only in US dollars (checkout, receipts, ledgers). With
 * another currency chosen the code is written out ('USD 15.00'), so '$' is never taken for CAD.
 */
export function formatCharge(cents: number, prefs: FormatPreferences = current): string {
  return formatMoney(cents, prefs.language, { code: prefs.currency !== 'usd' });
}
