import { and, asc, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { UserSettings } from '../../shared/schemas/user-settings';
import type { Db } from '../db/client';
import { type NotificationType, notifications, user } from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer } from '../platform/mail/mailer';
import { renderEmail } from '../platform/mail/render-email';
import { getSettings } from '../settings/service';
import { getUserSettings } from '../user-settings/service';

export interface NotificationMailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
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

/** Pending and due: not held back (`email_after` unset or passed). */
const due = and(
  eq(notifications.emailState, 'pending'),
  or(isNull(notifications.emailAfter), lte(notifications.emailAfter, sql`now()`)),
);

/**
 * Sends (or skips, by the user's settings, or because a held-back notification was read before it
 * was due) the email of one notification. Exactly one caller wins
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
    .where(and(eq(notifications.id, id), due))
    .limit(1);
  if (!row) return 'taken';
  const { notification } = row;
  const readInTime = notification.emailAfter !== null && notification.readAt !== null;
  const wanted =
    !readInTime && wantsEmail(notification.type, await getUserSettings(deps.db, notification.userId));
  const [claimed] = await deps.db
    .update(notifications)
    .set({ emailState: wanted ? 'sent' : 'skipped' })
    .where(and(eq(notifications.id, id), due))
    .returning();
  if (!claimed) return 'taken';
  if (!wanted) return 'skipped';
  const { siteName } = await getSettings(deps.db);
  try {
    await deps.mailer.send({
      to: row.email,
      subject: `${claimed.title} - ${siteName}`,
      ...renderEmail({
        siteName,
        heading: claimed.title,
        paragraphs: [claimed.message],
        action: { label: 'View notification', url: `${deps.publicUrl}/message/${claimed.id}` },
        note: 'You get these emails because of your notification settings; change them in Settings > Notifications.',
      }),
    });
    return 'sent';
  } catch (err) {
    await deps.db.update(notifications).set({ emailState: 'pending' }).where(eq(notifications.id, id));
    throw err;
  }
}

/**
 * Emails still pending a minute after their notification (a process stopped, or SMTP failed), and
 * held-back ones that have come due.
 */
export async function deliverPendingEmails(deps: NotificationMailDeps, limit = 50): Promise<number> {
  const rows = await deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        due,
        or(
          isNotNull(notifications.emailAfter),
          lt(notifications.createdAt, sql`now() - interval '1 minute'`),
        ),
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
