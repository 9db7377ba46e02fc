import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_FORMAT_PREFERENCES,
  formatDate,
  formatMonthYear,
  formatPrice,
  formatTime,
  getFormatPreferences,
  setFormatPreferences,
} from './format';

afterEach(() => setFormatPreferences(DEFAULT_FORMAT_PREFERENCES));

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

  it('uses the preferences set last by default', () => {
    setFormatPreferences({ timezone: 'pst' });
    expect(getFormatPreferences()).toEqual({ language: 'en', timezone: 'pst', currency: 'usd' });
    expect(formatTime(instant)).toBe('6:30 PM');
  });
});
