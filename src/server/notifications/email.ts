import { and, eq } from 'drizzle-orm';
import type { UserSettings } from '../../shared/schemas/user-settings';
import type { Db } from '../db/client';
import { type NotificationType, notifications, user } from '../db/schema';
import { renderEmailJob } from '../emails/render';
import type { Mailer } from '../platform/mail/mailer';
import { getUserSettings } from '../user-settings/service';
import { contentOf } from './service';

export interface NotificationMailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
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
 * The 'mail.notification' job: sends (or skips, by the user's settings) the email of one
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
  const wanted = wantsEmail(row.notification.type, await getUserSettings(deps.db, row.notification.userId));
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
