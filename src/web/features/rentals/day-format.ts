import { useMemo } from 'react';
import type { LanguageCode } from '../../../shared/languages';
import { dateTimeFormat, LOCALE_OF } from '../../../shared/locale';
import { useFormatPreferences } from '../../lib/format';

/**
 * Rental days are calendar dates ('YYYY-MM-DD'), not moments: they are formatted in UTC so that
 * no timezone moves them to the day before. The language follows the user's settings.
 */
export function dayFormatter(language: LanguageCode) {
  const locale = LOCALE_OF[language];
  const at = (day: string) => new Date(`${day}T00:00:00Z`);
  const long = dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const medium = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const month = dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekdayShort = dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return {
    long: (day: string) => long.format(at(day)),
    medium: (day: string) => medium.format(at(day)),
    month: (yearMonth: string) => month.format(at(`${yearMonth}-01`)),
    /** Sunday first, matching the calendar grid. 2023-01-01 was a Sunday. */
    weekdays: () =>
      Array.from({ length: 7 }, (_, index) => {
        const day = at(`2023-01-0${index + 1}`);
        return { short: weekdayShort.format(day), long: weekdayLong.format(day) };
      }),
  };
}

export function useDayFormat() {
  const { language } = useFormatPreferences();
  return useMemo(() => dayFormatter(language), [language]);
}
