import { z } from 'zod';

export const NOTIFICATION_KINDS = [
  'rental_request',
  'payment',
  'reminder',
  'review',
  'wishlist',
  'message',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationIdParamSchema = z.object({ id: z.uuid({ error: 'Message Not Found' }) });

/** As the web app sees one (spec section 3, Notification: id, type, title, message, time, unread). */
export interface NotificationView {
  id: string;
  type: NotificationKind;
  title: string;
  message: string;
  /** An app path the notification is about, or null. */
  link: string | null;
  time: string;
  unread: boolean;
}
