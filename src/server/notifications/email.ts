import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { UserSettings } from '../../shared/schemas/user-settings';
import type { Db } from '../db/client';
import { type NotificationType, notifications, user } from '../db/schema';
import { renderEmailJob } from '../emails/public';
import { enqueueJob } from '../jobs/public';
import type { Mailer } from '../platform/public';
import { getUserSettings } from '../user-settings/public';
import { contentOf } from './service';

export interface NotificationMailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Which Settings > Notifications toggle decides a notification's email: everything about rentals
 * (requests, payments, reminders, reviews, and messages between renter and owner) follows "rental
 * updates" (on by default); wishlist
 * alerts follow "email notifications" (off by default). Nothing we send is marketing.
 */
export function wantsEmail(type: NotificationType, settings: UserSettings): boolean {
  return type === 'wishlist' ? settings.email_notifications : settings.rental_updates;
}

/**
 * The 'mail.notification' job: sends (or skips, by the user's settings, or because a held-back
 * notification was read before it was due) the email of one
 * notification. The job runs once at a time and is retried until it succeeds; `email_state`
 * records the outcome, so a job that runs again after success (a lost completion) sends nothing.
 */
export async function deliverNotificationEmail(
  deps: NotificationMailDeps,
  id: string,
): Promise<'sent' | 'skipped' | 'done'> {
  const [row] = await deps.db
    .select({ notification: notifications, email: user.email })
    .from(notifications)
    .innerJoin(user, eq(user.id, notifications.userId))
    .where(and(eq(notifications.id, id), eq(notifications.emailState, 'pending')))
    .limit(1);
  if (!row) return 'done';
  // A held-back email (a new message) is not sent when its notification was read meanwhile.
  const readInTime = row.notification.emailAfter !== null && row.notification.readAt !== null;
  const wanted =
    !readInTime && wantsEmail(row.notification.type, await getUserSettings(deps.db, row.notification.userId));
  if (wanted) {
    const content = contentOf(row.notification);
    // Only rows from before notification kinds have no content; their email went long ago.
    if (content) {
      const email = { kind: 'notification' as const, params: { notificationId: id, content } };
      const job = { to: row.email, userId: row.notification.userId, email };
      await deps.mailer.send(await renderEmailJob(deps.db, job, deps.publicUrl));
    }
  }
  await deps.db
    .update(notifications)
    .set({ emailState: wanted ? 'sent' : 'skipped' })
    .where(eq(notifications.id, id));
  return wanted ? 'sent' : 'skipped';
}

/**
 * Queues the email job of every held-back notification that has come due (pending, `email_after`
 * passed). Run by the minute job; the job's key (the notification id) makes a second run harmless.
 */
export async function enqueueDueEmails(db: Db, limit = 200): Promise<number> {
  const due = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.emailState, 'pending'),
        isNotNull(notifications.emailAfter),
        lte(notifications.emailAfter, sql`now()`),
      ),
    )
    .orderBy(asc(notifications.emailAfter))
    .limit(limit);
  for (const { id } of due) {
    await enqueueJob(db, 'mail.notification', { notificationId: id }, { key: id });
  }
  return due.length;
}
