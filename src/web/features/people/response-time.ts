import type { TFunction } from 'i18next';

/**
 * 'usually within 3 hours' for a median answer time in minutes: rounded up to the hour under a
 * day, to the day after that (a promise people can rely on, not a stopwatch reading).
 */
export function responseTimeText(t: TFunction<'people'>, minutes: number): string {
  if (minutes < 60) return t('response.minutes');
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return t('response.hours', { count: hours });
  return t('response.days', { count: Math.ceil(hours / 24) });
}
