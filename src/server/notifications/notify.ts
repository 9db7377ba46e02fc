import { NOTIFICATION_CATEGORY, type NotificationContent } from '../../shared/notifications';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { enqueueJob } from '../jobs/public';
import { publishLive } from '../live/public';

/**
 * One notification: who receives it and what it says as data (a kind of the one union in
 * src/shared/notifications.ts and its params). No sentence: the reader's app words it.
 */
export type NotifyInput = NotificationContent & {
  /** Who receives it. */
  userId: string;
  /** An app path the notification is about: '/rentals', '/items/<id>', '/messenger/<id>'... */
  link?: string | null;
  /**
   * Makes the event notify once: a second notify with the same key for the same user does
   * nothing (e.g. `reminder:due:<rentalId>`, `review:received:<reviewId>`).
   */
  dedupeKey?: string;
  /**
   * Holds the email back this many seconds: `email_after` records when, and the minute job queues
   * it then (notification-jobs.ts), so it can be skipped if the notification is read meanwhile.
   */
  emailDelaySeconds?: number;
};

export interface NotificationCreated {
  id: string;
}

/**
 * Creates a notification for one user. Pass the caller's transaction as `db` to make it part of
 * that transaction: the row, the live event (the bell's count) and the email job
 * (notifications/email.ts, by the user's settings) then exist only if it commits.
 * Returns null when `dedupeKey` was already used for this user.
 */
export async function notify(db: Db, input: NotifyInput): Promise<NotificationCreated | null> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      type: NOTIFICATION_CATEGORY[input.kind],
      kind: input.kind,
      params: input.params,
      link: input.link ?? null,
      dedupeKey: input.dedupeKey ?? null,
      emailAfter: input.emailDelaySeconds ? new Date(Date.now() + input.emailDelaySeconds * 1000) : null,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!row) return null;
  await publishLive(db, { t: 'notification', users: [input.userId], id: row.id });
  // A held-back email is queued by the minute job once due (enqueueDueEmails), else right away.
  if (!input.emailDelaySeconds) {
    await enqueueJob(db, 'mail.notification', { notificationId: row.id }, { key: row.id });
  }
  return row;
}
