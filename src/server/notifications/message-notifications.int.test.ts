import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationView } from '../../shared/schemas/notifications';
import { notifications, outboxMail } from '../db/schema';
import { jobId } from '../jobs/testing';
import { openLive } from '../live/testing';
import { rentableItem, signUpRentalCast } from '../rentals/testing';
import type { SignedIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { deliverNotificationEmail, enqueueDueEmails } from './email';

let t: TestApp;
let owner: SignedIn;
let renter: SignedIn;
let itemId: string;

beforeAll(async () => {
  t = await createTestApp();
  let admin: SignedIn;
  ({ owner, renter, admin } = await signUpRentalCast(t));
  itemId = (await rentableItem(t, owner, admin, { title: 'Cement mixer' })).id;
});
afterAll(() => t.close());

const mailDeps = () => ({ db: t.database.db, mailer: t.mailer, publicUrl: t.config.publicUrl });

/** Whether the notification's email job has been queued. */
async function emailJobQueued(notificationId: string): Promise<boolean> {
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n from pgboss.job where id = ${jobId('mail.notification', notificationId)}::uuid`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n) > 0;
}

/** Lets the held-back emails of this user's message notifications come due. */
async function letMinutesPass(who: SignedIn) {
  await t.database.db
    .update(notifications)
    .set({ emailAfter: sql`now() - interval '1 second'` })
    .where(and(eq(notifications.userId, who.userId), eq(notifications.type, 'message')));
}

async function openConversation(who: SignedIn): Promise<string> {
  const res = await t.request('POST', '/api/conversations', { itemId }, who.headers);
  expect(res.status).toBe(200);
  return ((await res.json()) as { conversation: { id: string } }).conversation.id;
}
async function send(who: SignedIn, id: string, body: string) {
  expect((await t.request('POST', `/api/conversations/${id}/messages`, { body }, who.headers)).status).toBe(
    201,
  );
}
async function messageNotifications(who: SignedIn) {
  const res = await t.request('GET', '/api/notifications', undefined, who.headers);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { notifications: NotificationView[]; unread: number };
  return body.notifications.filter((n) => n.type === 'message');
}
async function messageMailsTo(email: string) {
  const rows = await t.database.db.select().from(outboxMail).where(eq(outboxMail.to, email));
  return rows.filter((m) => m.subject.startsWith('New message from'));
}
/** Several events each send the counts: read them until they say `expected` (or time out). */
async function countsReach(live: Awaited<ReturnType<typeof openLive>>, expected: object) {
  let last: unknown;
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline) {
    last = await live.next('counts');
    if (JSON.stringify(last) === JSON.stringify(expected)) return last;
  }
  return last;
}

describe('message notifications', () => {
  let conversationId: string;

  it('the unread count goes live to the recipient and back to zero once read', async () => {
    conversationId = await openConversation(renter);
    const live = await openLive(t.app, owner);
    try {
      expect(await live.next('counts')).toEqual({ notifications: 0, messages: 0 });
      await send(renter, conversationId, 'Is the mixer free this weekend?');
      expect(await countsReach(live, { notifications: 1, messages: 1 })).toEqual({
        notifications: 1,
        messages: 1,
      });
      await send(renter, conversationId, 'And could you deliver it?');
      // Still one notification for the conversation; two unread messages.
      expect(await countsReach(live, { notifications: 1, messages: 2 })).toEqual({
        notifications: 1,
        messages: 2,
      });
      expect(
        (await t.request('POST', `/api/conversations/${conversationId}/read`, undefined, owner.headers))
          .status,
      ).toBe(200);
      expect(await countsReach(live, { notifications: 0, messages: 0 })).toEqual({
        notifications: 0,
        messages: 0,
      });
    } finally {
      await live.close();
    }
  });

  it('one notification per conversation while unread, with the sender, the item and a link', async () => {
    const [first] = await messageNotifications(owner);
    expect(first).toMatchObject({
      content: {
        kind: 'message_received',
        params: {
          conversationId,
          itemTitle: 'Cement mixer',
          senderName: 'Rita Renter',
          preview: 'Is the mixer free this weekend?',
        },
      },
      link: `/messenger/${conversationId}`,
      unread: false,
    });
    expect(await messageNotifications(owner)).toHaveLength(1);
    // Read: the next message notifies again, once.
    await send(renter, conversationId, 'Never mind, found one.');
    await send(renter, conversationId, 'Thanks anyway!');
    const after = await messageNotifications(owner);
    expect(after).toHaveLength(2);
    expect(after.filter((n) => n.unread)).toHaveLength(1);
    // The sender is not notified of their own messages.
    expect(await messageNotifications(renter)).toEqual([]);
  });

  it('reading the notification itself also lets the next message notify', async () => {
    const [unread] = (await messageNotifications(owner)).filter((n) => n.unread);
    expect(
      (await t.request('POST', `/api/notifications/${unread?.id}/read`, undefined, owner.headers)).status,
    ).toBe(200);
    await send(renter, conversationId, 'One more thing.');
    expect((await messageNotifications(owner)).filter((n) => n.unread)).toHaveLength(1);
  });

  it('the email job waits five minutes; run when due it emails a message still unread, once', async () => {
    const [unread] = (await messageNotifications(owner)).filter((n) => n.unread);
    const id = unread?.id ?? '';
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, id));
    const heldFor = (row?.emailAfter?.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(heldFor).toBeGreaterThan(4.9 * 60_000);
    // Not due: the minute job queues nothing yet.
    await enqueueDueEmails(t.database.db);
    expect(await emailJobQueued(id)).toBe(false);
    await letMinutesPass(owner);
    await enqueueDueEmails(t.database.db);
    expect(await emailJobQueued(id)).toBe(true);
    const before = (await messageMailsTo('owner@example.com')).length;
    // What the worker does when the job starts (and again, were its completion lost).
    expect(await deliverNotificationEmail(mailDeps(), id)).toBe('sent');
    expect(await deliverNotificationEmail(mailDeps(), id)).toBe('done');
    const mails = await messageMailsTo('owner@example.com');
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.subject).toContain('New message from Rita Renter');
    expect(mails.at(-1)?.text).toContain('One more thing.');
  });

  it('a message read within the delay is never emailed', async () => {
    const replyId = await openConversation(renter);
    await send(owner, replyId, 'Yes, it is free. Come by on Saturday.');
    const [note] = await messageNotifications(renter);
    expect(
      (await t.request('POST', `/api/conversations/${replyId}/read`, undefined, renter.headers)).status,
    ).toBe(200);
    expect(await deliverNotificationEmail(mailDeps(), note?.id ?? '')).toBe('skipped');
    expect(await messageMailsTo('renter@example.com')).toEqual([]);
  });

  it('respects the settings: with rental updates off an unread message is not emailed', async () => {
    expect((await t.request('PATCH', '/api/settings', { rental_updates: false }, owner.headers)).status).toBe(
      200,
    );
    await t.request('POST', `/api/conversations/${conversationId}/read`, undefined, owner.headers);
    await send(renter, conversationId, 'Still there?');
    const [unread] = (await messageNotifications(owner)).filter((n) => n.unread);
    expect(await deliverNotificationEmail(mailDeps(), unread?.id ?? '')).toBe('skipped');
  });
});
