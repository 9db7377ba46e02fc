import { and, desc, eq } from 'drizzle-orm';
import type { NotificationCategory } from '../../shared/notifications';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { notificationTextIn } from '../i18n/public';
import { contentOf } from './service';

/**
 * For tests: a user's notifications (of one category, if given) as an English reader sees them,
 * worded from their data by the catalogue exactly as the web app does.
 */
export async function shownNotifications(db: Db, userId: string, type?: NotificationCategory) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), type ? eq(notifications.type, type) : undefined))
    .orderBy(desc(notifications.createdAt));
  return rows.map((row) => {
    const content = contentOf(row);
    const text = content ? notificationTextIn('en', content) : { title: row.title, message: row.message };
    return { ...row, ...text };
  });
}
