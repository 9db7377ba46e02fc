import { describe, expect, it } from 'vitest';
import { dayFormatter } from './day-format';

describe('rental day formatting', () => {
  it('never shifts a calendar day, whatever the timezone', () => {
    const format = dayFormatter('en');
    expect(format.medium('2026-12-01')).toBe('Dec 1, 2026');
    expect(format.long('2026-12-01')).toBe('Tuesday, December 1, 2026');
    expect(format.month('2027-01')).toBe('January 2027');
  });

  it('lists the weekdays from Sunday', () => {
    const days = dayFormatter('en').weekdays();
    expect(days[0]).toEqual({ short: 'Sun', long: 'Sunday' });
    expect(days[6]?.long).toBe('Saturday');
  });
});
