import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { publishLive } from '../live/public';
import { notify } from '../notifications/public';
import { nameOf } from '../rentals/public';

/** A message still unread this long after it arrived is emailed (if the settings allow). */
export const MESSAGE_EMAIL_DELAY_MINUTES = 5;
const PREVIEW_LENGTH = 140;

/** One notification per conversation and recipient while it is unread. */
export const messageDedupeKey = (conversationId: string) => `message:${conversationId}`;

export const preview = (body: string) =>
  body.length > PREVIEW_LENGTH ? `${body.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : body;

/**
 * A new message (called inside the sending transaction): the recipient gets one notification for
 * the conversation, unless one is still unread (then nothing new: the bell already says so). Its
 * email is queued MESSAGE_EMAIL_DELAY_MINUTES later by the minute job and sends nothing if the
 * conversation has been read by then (see notifications/email.ts).
 */
export async function notifyNewMessage(
  db: Db,
  input: { conversationId: string; itemTitle: string; senderId: string; recipientId: string; body: string },
): Promise<void> {
  const sender = await nameOf(db, input.senderId);
  await notify(db, {
    userId: input.recipientId,
    kind: 'message_received',
    params: {
      conversationId: input.conversationId,
      itemTitle: input.itemTitle,
      senderName: sender,
      preview: preview(input.body),
    },
    link: `/messenger/${input.conversationId}`,
    dedupeKey: messageDedupeKey(input.conversationId),
    emailDelaySeconds: MESSAGE_EMAIL_DELAY_MINUTES * 60,
  });
}

/**
 * The reader has seen the conversation: its notification is read (so no email goes) and its
 * dedupe key is released, so the next message notifies again.
 */
export async function settleMessageNotification(db: Db, conversationId: string, userId: string) {
  const settled = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())`, dedupeKey: null })
    .where(
      and(eq(notifications.userId, userId), eq(notifications.dedupeKey, messageDedupeKey(conversationId))),
    )
    .returning({ id: notifications.id });
  if (settled.length > 0) await publishLive(db, { t: 'notifications_changed', users: [userId] });
}
