import type { LanguageCode } from './languages';

/**
 * The locale of each language (the list is languages.ts), and the one way to write money and
 * calendar days, for the web app and the server's emails alike. Amounts are integer cents in US
 * dollars (what is charged).
 */

/** The Intl locale each language formats numbers and dates with. */
export const LOCALE_OF: Record<LanguageCode, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' };

const moneyFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The one way to get an Intl.DateTimeFormat: made once for each locale and options and kept.
 * Making one costs 0.1 to 0.7 ms (the first in a page far more, ICU's data: see
 * web/intl-warm-up.ts), and lists made one per row; formatting with a kept one costs microseconds.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

export interface MoneyStyle {
  /** ISO 4217 code; USD unless showing an approximation in another currency. */
  currency?: string;
  /** '$1.2K' for chart axes. */
  compact?: boolean;
  /** 'USD 15.00' rather than '$15.00', where '$' could be read as another dollar. */
  code?: boolean;
}

/** Integer cents as money in the language's way: 2550 -> '$25.50', 'fr' -> '25,50 $US'. */
export function formatMoney(cents: number, language: LanguageCode = 'en', style: MoneyStyle = {}): string {
  const currency = style.currency ?? 'USD';
  const key = `${language}:${currency}:${style.compact ? 'c' : ''}:${style.code ? 'code' : ''}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_OF[language], {
      style: 'currency',
      currency,
      ...(style.code ? { currencyDisplay: 'code' } : {}),
      ...(style.compact ? { notation: 'compact', maximumFractionDigits: 1 } : {}),
    });
    moneyFormats.set(key, format);
  }
  return format.format(cents / 100);
}

/**
 * A calendar day ('YYYY-MM-DD') in the language: 'Nov 24, 2026'. Days are not moments, so they are
 * formatted in UTC and no timezone moves them to the day before.
 */
export function formatCalendarDay(
  day: string,
  language: LanguageCode = 'en',
  style: 'medium' | 'full' = 'medium',
): string {
  return dateTimeFormat(LOCALE_OF[language], { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
