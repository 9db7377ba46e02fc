import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationContent } from '../../shared/notifications';
import type { NotificationView } from '../../shared/schemas/notifications';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { notFound } from '../errors';
import { publishLive } from '../live/public';

/** Enough for any real inbox; older ones stay in the table and are reached by deleting. */
const LIST_LIMIT = 100;

type Row = typeof notifications.$inferSelect;

/** What a row says as data, or null for a row from before notification kinds. */
export function contentOf(row: Row): NotificationContent | null {
  return row.kind && row.params ? ({ kind: row.kind, params: row.params } as NotificationContent) : null;
}

function toView(row: Row): NotificationView {
  return {
    id: row.id,
    type: row.type,
    content: contentOf(row),
    fallback: row.title !== null && row.message !== null ? { title: row.title, message: row.message } : null,
    link: row.link,
    time: row.createdAt.toISOString(),
    unread: row.readAt === null,
  };
}

export async function unreadNotificationCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function listNotifications(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  return { notifications: rows.map(toView), unread: await unreadNotificationCount(db, userId) };
}

/** Someone else's notification is "not found", exactly like one that does not exist. */
const missing = () => notFound('Message Not Found', 'notification_not_found');

export async function getNotification(db: Db, userId: string, id: string): Promise<NotificationView> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  if (!row) throw missing();
  return toView(row);
}

export async function markNotificationRead(db: Db, userId: string, id: string): Promise<NotificationView> {
  const [row] = await db
    .update(notifications)
    .set({
      readAt: sql`coalesce(${notifications.readAt}, now())`,
      // A read message notification frees its conversation's key: the next message notifies again.
      dedupeKey: sql`case when ${notifications.type} = 'message' then null else ${notifications.dedupeKey} end`,
    })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw missing();
  await publishLive(db, { t: 'notifications_changed', users: [userId] });
  return toView(row);
}

export async function deleteNotification(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw missing();
  await publishLive(db, { t: 'notifications_changed', users: [userId] });
}

export async function deleteAllNotifications(db: Db, userId: string): Promise<{ deleted: number }> {
  const deleted = await db
    .delete(notifications)
    .where(eq(notifications.userId, userId))
    .returning({ id: notifications.id });
  await publishLive(db, { t: 'notifications_changed', users: [userId] });
  return { deleted: deleted.length };
}
