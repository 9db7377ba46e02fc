import { and, eq } from 'drizzle-orm';
import type { UserSettings } from '../../shared/schemas/user-settings';
import type { Db } from '../db/client';
import { type NotificationType, notifications, user } from '../db/schema';
import type { Mailer } from '../platform/mail/mailer';
import { renderEmail } from '../platform/mail/render-email';
import { getSettings } from '../settings/service';
import { getUserSettings } from '../user-settings/service';

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

/** Where a recipient turns these emails off (the List-Unsubscribe target). */
export const NOTIFICATION_SETTINGS_PATH = '/settings?tab=notifications';

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
    const { siteName } = await getSettings(deps.db);
    const { notification } = row;
    const settingsUrl = `${deps.publicUrl}${NOTIFICATION_SETTINGS_PATH}`;
    await deps.mailer.send({
      to: row.email,
      subject: `${notification.title} - ${siteName}`,
      headers: { 'List-Unsubscribe': `<${settingsUrl}>` },
      ...renderEmail({
        siteName,
        heading: notification.title,
        paragraphs: [notification.message],
        action: { label: 'View notification', url: `${deps.publicUrl}/message/${notification.id}` },
        note: `You get these emails because of your notification settings; change them in Settings > Notifications: ${settingsUrl}`,
      }),
    });
  }
  await deps.db
    .update(notifications)
    .set({ emailState: wanted ? 'sent' : 'skipped' })
    .where(eq(notifications.id, id));
  return wanted ? 'sent' : 'skipped';
}
