import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { UserSettings } from '../../shared/schemas/user-settings';
import type { Db } from '../db/client';
import { type NotificationType, notifications, user } from '../db/schema';
import { renderEmailJob } from '../emails/render';
import type { Logger } from '../logger';
import type { Mailer } from '../platform/mail/mailer';
import { getUserSettings } from '../user-settings/service';
import { contentOf } from './service';

export interface NotificationMailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
}

/**
 * Which Settings > Notifications toggle decides a notification's email: everything about rentals
 * (requests, payments, reminders, reviews) follows "rental updates" (on by default); wishlist
 * alerts follow "email notifications" (off by default). Nothing we send is marketing.
 */
export function wantsEmail(type: NotificationType, settings: UserSettings): boolean {
  return type === 'wishlist' ? settings.email_notifications : settings.rental_updates;
}

/**
 * Sends (or skips, by the user's settings) the email of one notification. Exactly one caller wins
 * the conditional move out of 'pending', so several processes hearing the same event send once;
 * a failed send goes back to 'pending' for the next run of the notification job.
 */
export async function deliverNotificationEmail(
  deps: NotificationMailDeps,
  id: string,
): Promise<'sent' | 'skipped' | 'taken'> {
  const [row] = await deps.db
    .select({ notification: notifications, email: user.email })
    .from(notifications)
    .innerJoin(user, eq(user.id, notifications.userId))
    .where(and(eq(notifications.id, id), eq(notifications.emailState, 'pending')))
    .limit(1);
  if (!row) return 'taken';
  const wanted = wantsEmail(row.notification.type, await getUserSettings(deps.db, row.notification.userId));
  const [claimed] = await deps.db
    .update(notifications)
    .set({ emailState: wanted ? 'sent' : 'skipped' })
    .where(and(eq(notifications.id, id), eq(notifications.emailState, 'pending')))
    .returning();
  if (!claimed) return 'taken';
  if (!wanted) return 'skipped';
  try {
    const content = contentOf(claimed);
    // Only rows from before notification kinds have no content; their email went long ago.
    if (content) {
      const email = { kind: 'notification' as const, params: { notificationId: claimed.id, content } };
      const job = { to: row.email, userId: claimed.userId, email };
      await deps.mailer.send(await renderEmailJob(deps.db, job, deps.publicUrl));
    }
    return 'sent';
  } catch (err) {
    await deps.db.update(notifications).set({ emailState: 'pending' }).where(eq(notifications.id, id));
    throw err;
  }
}

/** Emails still pending a minute after their notification (a process stopped, or SMTP failed). */
export async function deliverPendingEmails(deps: NotificationMailDeps, limit = 50): Promise<number> {
  const rows = await deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.emailState, 'pending'),
        lt(notifications.createdAt, sql`now() - interval '1 minute'`),
      ),
    )
    .orderBy(asc(notifications.createdAt))
    .limit(limit);
  let sent = 0;
  for (const { id } of rows) {
    try {
      if ((await deliverNotificationEmail(deps, id)) === 'sent') sent++;
    } catch (err) {
      deps.logger.warn({ err, notificationId: id }, 'notification email failed; will retry');
    }
  }
  return sent;
}
