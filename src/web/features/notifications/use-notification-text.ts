import { formatCalendarDay } from '../../../shared/locale';
import { isNotificationContentKind, notificationText } from '../../../shared/notifications';
import { formatPrice, useFormatPreferences } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import type { NotificationView } from './api';

export interface NotificationText {
  title: string;
  message: string;
}

/**
 * A notification's title and message in the reader's language, worded from its kind and params
 * (src/shared/notifications.ts). A row from before kinds existed, or of a kind this build does not
 * know yet, shows the text the server kept for it.
 */
export function useNotificationText(notification: NotificationView): NotificationText;
export function useNotificationText(notification: NotificationView | undefined): NotificationText | undefined;
export function useNotificationText(
  notification: NotificationView | undefined,
): NotificationText | undefined {
  const { t } = useTranslation('notifications');
  const prefs = useFormatPreferences();
  if (!notification) return undefined;
  const { content, fallback } = notification;
  if (content && isNotificationContentKind(content.kind)) {
    return notificationText(content, (key, values) => t(key, values) as string, {
      money: (cents) => formatPrice(cents, prefs),
      day: (day) => formatCalendarDay(day, prefs.language),
    });
  }
  return fallback ?? { title: t('detail.notFound'), message: '' };
}
