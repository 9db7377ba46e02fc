import { z } from 'zod';
import type { NotificationCategory, NotificationContent } from '../notifications';

export const notificationIdParamSchema = z.object({ id: z.uuid({ error: 'Message Not Found' }) });

/**
 * As the web app sees one (spec section 3, Notification: id, type, title, message, time, unread).
 * The title and message are worded by the web from `content` in the reader's language; only rows
 * older than notification kinds carry their stored English text instead, in `fallback`.
 */
export interface NotificationView {
  id: string;
  type: NotificationCategory;
  content: NotificationContent | null;
  fallback: { title: string; message: string } | null;
  /** An app path the notification is about, or null. */
  link: string | null;
  time: string;
  unread: boolean;
}
