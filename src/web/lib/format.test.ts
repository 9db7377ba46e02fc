import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_EXCHANGE_RATES } from '../../shared/exchange';
import {
  DEFAULT_FORMAT_PREFERENCES,
  formatCharge,
  formatDate,
  formatDay,
  formatMoment,
  formatMonthYear,
  formatPrice,
  formatTime,
  getFormatPreferences,
  setExchangeRates,
  setFormatPreferences,
} from './format';

afterEach(() => {
  setFormatPreferences(DEFAULT_FORMAT_PREFERENCES);
  setExchangeRates(null);
});

/** Intl's spaces inside amounts are non-breaking; compare them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

// 02:30 UTC on 1 March 2025: still 28 February in every US zone.
const instant = '2025-03-01T02:30:00Z';

describe('format', () => {
  it('shows times in the chosen timezone', () => {
    expect(formatTime(instant, { language: 'en', timezone: 'est', currency: 'usd' })).toBe('9:30 PM');
    expect(formatTime(instant, { language: 'en', timezone: 'pst', currency: 'usd' })).toBe('6:30 PM');
    expect(formatTime(instant, { language: 'de', timezone: 'cst', currency: 'usd' })).toBe('20:30');
  });

  it('shows dates in the chosen timezone, so the day can differ from UTC', () => {
    expect(formatDate(instant, { language: 'en', timezone: 'mst', currency: 'usd' })).toBe('Feb 28, 2025');
  });

  it('writes the join date with the English long month whatever the language', () => {
    expect(formatMonthYear(instant, { language: 'fr', timezone: 'est', currency: 'usd' })).toBe(
      'February 2025',
    );
    expect(formatMonthYear('2025-07-15T12:00:00Z')).toBe('July 2025');
  });

  it('shows prices in US dollars from cents', () => {
    expect(formatPrice(123450)).toBe('$1,234.50');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('adds the approximation in the chosen currency next to the US price, marked with ≈', () => {
    setExchangeRates(DEFAULT_EXCHANGE_RATES);
    expect(formatPrice(1500, { language: 'en', timezone: 'est', currency: 'eur' })).toBe('$15.00 (≈ €13.80)');
    expect(formatPrice(1500, { language: 'en', timezone: 'est', currency: 'gbp' })).toBe('$15.00 (≈ £11.85)');
    expect(plain(formatPrice(1500, { language: 'fr', timezone: 'est', currency: 'cad' }))).toBe(
      '15,00 $US (≈ 20,85 $CA)',
    );
    expect(formatPrice(1500, { language: 'en', timezone: 'est', currency: 'usd' })).toBe('$15.00');
    setFormatPreferences({ currency: 'eur' });
    expect(formatPrice(25_000)).toBe('$250.00 (≈ €230.00)');
  });

  it('shows US dollars alone until the exchange rates are known', () => {
    setFormatPreferences({ currency: 'eur' });
    expect(formatPrice(1500)).toBe('$15.00');
  });

  it('states a charge in US dollars only, with the code when another currency is chosen', () => {
    setExchangeRates(DEFAULT_EXCHANGE_RATES);
    expect(formatCharge(1500)).toBe('$15.00');
    setFormatPreferences({ currency: 'cad' });
    expect(plain(formatCharge(1500))).toBe('USD 15.00');
    expect(plain(formatCharge(1500, { language: 'de', timezone: 'est', currency: 'eur' }))).toBe('15,00 USD');
  });

  it("shows a guest's times in the browser's own zone", () => {
    expect(DEFAULT_FORMAT_PREFERENCES.timezone).toBe('browser');
    const browser = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(new Date(instant));
    expect(formatTime(instant)).toBe(browser);
  });

  it('writes a moment of today as a time and an older one as a date, by the chosen zone', () => {
    const prefs = { language: 'en', timezone: 'pst', currency: 'usd' } as const;
    expect(formatMoment(Date.now(), prefs)).toBe(formatTime(Date.now(), prefs));
    expect(formatMoment(instant, prefs)).toBe('Feb 28, 2025');
  });

  it('writes a calendar day as that day in every zone', () => {
    setFormatPreferences({ timezone: 'pst' });
    expect(formatDay('2026-12-01')).toBe('Dec 1, 2026');
    expect(formatDay('2026-12-01', { language: 'de', timezone: 'est', currency: 'usd' })).toBe('01.12.2026');
  });

  it('uses the preferences set last by default', () => {
    setFormatPreferences({ timezone: 'pst' });
    expect(getFormatPreferences()).toEqual({ language: 'en', timezone: 'pst', currency: 'usd' });
    expect(formatTime(instant)).toBe('6:30 PM');
  });
});
