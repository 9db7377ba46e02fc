import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcDay } from '../../shared/calendar-day';
import type { NotificationView } from '../../shared/schemas/notifications';
import { notifications, outboxMail } from '../db/schema';
import { notificationTextIn } from '../i18n/public';
import { openLive } from '../live/testing';
import { sendRentalReminders } from '../rentals/public';
import { bookAndPay, day, rentableItem, shiftPeriod, signUpRentalCast } from '../rentals/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { notify } from './notify';

let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;
let renter: SignedIn;
let stranger: SignedIn;
let itemId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, renter, stranger, admin } = await signUpRentalCast(t));
  itemId = (await rentableItem(t, owner, admin, { title: 'Tile saw', price: '40.00', deposit: '' })).id;
});
afterAll(() => t.close());

/** The backfill UPDATEs of migration 0014, to run again over rows written the old way. */
function backfillStatements(): string[] {
  const file = new URL('../db/migrations/0014_notification_kinds.sql', import.meta.url);
  return readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .map((part) => part.replace(/^\s*--.*$/gm, '').trim())
    .filter((part) => part.startsWith('UPDATE'));
}

/** A notification as the web shows it in English: its data worded from the catalogue. */
type Shown = NotificationView & { title: string; message: string };

async function inbox(who: SignedIn) {
  const res = await t.request('GET', '/api/notifications', undefined, who.headers);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { notifications: NotificationView[]; unread: number };
  const shown = body.notifications.map(
    (n): Shown => ({ ...n, ...(n.content ? notificationTextIn('en', n.content) : n.fallback!) }),
  );
  return { ...body, notifications: shown };
}

async function mailsTo(email: string) {
  await t.runJobs();
  return t.database.db.select().from(outboxMail).where(eq(outboxMail.to, email));
}

describe('notifications from rental events', () => {
  let rentalId: string;

  it('a paid booking: the owner gets the request and payout, the renter the receipt, live and by email', async () => {
    const live = await openLive(t.app, owner);
    try {
      expect(await live.next('counts')).toEqual({ notifications: 0, messages: 0 });
      rentalId = (await bookAndPay(t, renter, { itemId, rentalDays: 3, startDate: day(3) })).rentalId;
      expect(((await live.next('counts')) as { notifications: number }).notifications).toBeGreaterThan(0);
    } finally {
      await live.close();
    }
    const forOwner = await inbox(owner);
    expect(forOwner.unread).toBe(2);
    expect(forOwner.notifications.map((n) => [n.type, n.title]).sort()).toEqual([
      ['payment', 'Payout on its way'],
      ['rental_request', 'New rental request'],
    ]);
    const request = forOwner.notifications.find((n) => n.type === 'rental_request');
    expect(request?.message).toContain('Rita Renter booked "Tile saw" for 3 days');
    expect(request?.link).toBe('/rentals?tab=lending');
    const payout = forOwner.notifications.find((n) => n.type === 'payment');
    expect(payout?.message).toContain('$116.40'); // 3 x $40 less the 3% fee
    const forRenter = await inbox(renter);
    expect(forRenter.notifications).toHaveLength(1);
    expect(forRenter.notifications[0]).toMatchObject({
      type: 'payment',
      title: 'Payment received',
      unread: true,
    });
    expect(forRenter.notifications[0]?.message).toContain('$200.00'); // $120 + the $80 deposit (2 x the daily rate)

    // Rental updates are on by default: each one is emailed once, with a link to its page.
    const requestMails = (await mailsTo('owner@example.com')).filter((m) =>
      m.subject.includes('New rental request'),
    );
    expect(requestMails).toHaveLength(1);
    expect(requestMails[0]?.text).toContain(`/message/${request?.id}`);
    expect(requestMails[0]?.text).toContain('/settings?tab=notifications');
    // Nothing left to run: a second pass sends nothing more.
    expect(await t.runJobs()).toBe(0);
  });

  it('respects the settings: with rental updates off no email is sent', async () => {
    const quiet = await signUpAndSignIn(t, { email: 'quiet@example.com' });
    const res = await t.request('PATCH', '/api/settings', { rental_updates: false }, quiet.headers);
    expect(res.status).toBe(200);
    const created = await notify(t.database.db, {
      userId: quiet.userId,
      kind: 'return_due_tomorrow',
      params: { rentalId: itemId, itemTitle: 'Quiet receipt', dueDate: day(1) },
    });
    await t.runJobs();
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, created?.id ?? ''));
    expect(row?.emailState).toBe('skipped');
    expect((await mailsTo('quiet@example.com')).filter((m) => m.subject.includes('Quiet receipt'))).toEqual(
      [],
    );
  });

  it('reminders fire once: the day before the last day, and when overdue (both sides)', async () => {
    const today = utcDay(new Date());
    // A 3-day rental whose last day is tomorrow.
    await shiftPeriod(t, rentalId, addDays(today, -1));
    await sendRentalReminders(t.database.db, today);
    await sendRentalReminders(t.database.db, today);
    const due = (await inbox(renter)).notifications.filter((n) => n.title === 'Return due tomorrow');
    expect(due).toHaveLength(1);
    expect(due[0]?.type).toBe('reminder');

    await shiftPeriod(t, rentalId, addDays(today, -5));
    await t.request('GET', '/api/rentals?role=renting', undefined, renter.headers); // marks it overdue
    expect(await sendRentalReminders(t.database.db, today)).toBe(2);
    expect(await sendRentalReminders(t.database.db, today)).toBe(0);
    expect((await inbox(owner)).notifications.filter((n) => n.title === 'Rental overdue')).toHaveLength(1);
    expect((await inbox(renter)).notifications.filter((n) => n.title === 'Rental overdue')).toHaveLength(1);
  });

  it('a processed return tells the renter about the deposit', async () => {
    const res = await t.request(
      'POST',
      `/api/rentals/${rentalId}/return`,
      { returnCondition: 'good' },
      owner.headers,
    );
    expect(res.status).toBe(200);
    const returned = (await inbox(renter)).notifications.find((n) => n.title === 'Return processed');
    // Returned 3 days after its last day (the reminders test moved it): the late fee, 3 × $40
    // capped at the deposit, took all of it (decision 030).
    expect(returned?.message).toBe(
      'The return of "Tile saw" was processed. It came back late, so the whole $80.00 security deposit was kept as the late fee.',
    );
  });

  it('migration 0014 turns old English rows into data, keeping their text as the fallback', async () => {
    const db = t.database.db;
    const legacy = { userId: owner.userId, type: 'rental_request' as const, link: '/rentals?tab=lending' };
    // The request as it was stored before 0014: English text, its dedupe key naming the rental.
    const dedupeKey = `rental_request:${rentalId}`;
    await db.delete(notifications).where(eq(notifications.dedupeKey, dedupeKey));
    const [old] = await db
      .insert(notifications)
      .values({
        ...legacy,
        title: 'New rental request',
        message: 'Rita Renter booked "Tile saw" for 3 days from Nov 27, 2026.',
        dedupeKey,
      })
      .returning();
    const [unreadable] = await db
      .insert(notifications)
      .values({ ...legacy, title: 'Something old', message: 'An event we cannot read back.' })
      .returning();
    for (const statement of backfillStatements()) await db.execute(sql.raw(statement));

    const view = (await inbox(owner)).notifications.find((n) => n.id === old!.id);
    expect(view?.content).toMatchObject({
      kind: 'rental_requested',
      params: { rentalId, itemTitle: 'Tile saw', renterName: 'Rita Renter', days: 3 },
    });
    expect(view?.fallback?.title).toBe('New rental request');
    expect(view?.message).toMatch(
      /^Rita Renter booked "Tile saw" for 3 days from [A-Z][a-z]{2} \d+, \d{4}\.$/,
    );
    const kept = (await inbox(owner)).notifications.find((n) => n.id === unreadable!.id);
    expect(kept).toMatchObject({
      content: null,
      title: 'Something old',
      message: 'An event we cannot read back.',
    });
  });
});

describe('notify()', () => {
  it('inside a transaction that rolls back creates nothing', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, {
          userId: stranger.userId,
          kind: 'wishlist_available',
          params: { itemId, itemTitle: 'Never' },
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await inbox(stranger)).notifications).toEqual([]);
  });

  it('a dedupe key notifies once', async () => {
    const input = {
      userId: stranger.userId,
      kind: 'wishlist_available' as const,
      params: { itemId, itemTitle: 'Back' },
      dedupeKey: 'k1',
    };
    expect(await notify(t.database.db, input)).not.toBeNull();
    expect(await notify(t.database.db, input)).toBeNull();
    expect((await inbox(stranger)).notifications).toHaveLength(1);
  });
});

describe('the notifications API', () => {
  it('only the owner of a notification reads, marks or deletes it', async () => {
    const [mine] = (await inbox(renter)).notifications;
    const id = mine?.id ?? '';
    for (const [method, path] of [
      ['GET', `/api/notifications/${id}`],
      ['POST', `/api/notifications/${id}/read`],
      ['DELETE', `/api/notifications/${id}`],
    ] as const) {
      expect((await t.request(method, path, undefined, stranger.headers)).status).toBe(404);
      expect((await t.request(method, path)).status).toBe(401);
    }
    expect((await t.request('DELETE', '/api/notifications', undefined, stranger.headers)).status).toBe(200);
    expect((await inbox(renter)).notifications.find((n) => n.id === id)).toBeDefined();
    expect((await t.request('GET', '/api/notifications/nope', undefined, renter.headers)).status).toBe(400);
  });

  it('opening one marks it read (live count), delete one, then delete all', async () => {
    const before = await inbox(renter);
    const first = before.notifications.find((n) => n.unread);
    const live = await openLive(t.app, renter);
    try {
      expect(await live.next('counts')).toMatchObject({ notifications: before.unread });
      const res = await t.request('POST', `/api/notifications/${first?.id}/read`, undefined, renter.headers);
      expect(((await res.json()) as { notification: NotificationView }).notification.unread).toBe(false);
      expect(await live.next('counts')).toMatchObject({ notifications: before.unread - 1 });
    } finally {
      await live.close();
    }
    const del = await t.request('DELETE', `/api/notifications/${first?.id}`, undefined, renter.headers);
    expect(del.status).toBe(200);
    expect((await inbox(renter)).notifications).toHaveLength(before.notifications.length - 1);
    const all = await t.request('DELETE', '/api/notifications', undefined, renter.headers);
    expect(await all.json()).toEqual({ deleted: before.notifications.length - 1 });
    expect(await inbox(renter)).toEqual({ notifications: [], unread: 0 });
    const [left] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.userId)));
    expect(left).toBeDefined();
  });
});
