import { afterEach, describe, expect, it } from 'vitest';
import { dateTimeFormat, formatCalendarDay } from './locale';

const Original = Intl.DateTimeFormat;
afterEach(() => {
  Intl.DateTimeFormat = Original;
});

/** Counts the Intl.DateTimeFormats made from now on. */
function countMade(): { count: number } {
  const made = { count: 0 };
  Intl.DateTimeFormat = class extends Original {
    constructor(...args: ConstructorParameters<typeof Original>) {
      super(...args);
      made.count++;
    }
  } as typeof Original;
  return made;
}

describe('date formats are made once and kept', () => {
  it('a list of days makes one format, not one per day', () => {
    const made = countMade();
    const days = Array.from({ length: 30 }, (_, index) => `2031-01-${String(index + 1).padStart(2, '0')}`);
    const written = days.map((day) => formatCalendarDay(day, 'fr'));
    expect(written[0]).toBe('1 janv. 2031');
    expect(written[29]).toBe('30 janv. 2031');
    expect(made.count).toBeLessThanOrEqual(1);
  });

  it('keeps one format per locale and options, and tells different ones apart', () => {
    const utc = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(utc);
    const tokyo = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Asia/Tokyo' });
    expect(tokyo).not.toBe(utc);
    expect(dateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(utc);
    // 2031-01-01T20:00Z is already the 2nd in Tokyo: the kept formats keep their own zones.
    const moment = new Date('2031-01-01T20:00:00Z');
    expect(utc.format(moment)).toBe('Jan 1, 2031');
    expect(tokyo.format(moment)).toBe('Jan 2, 2031');
  });
});
