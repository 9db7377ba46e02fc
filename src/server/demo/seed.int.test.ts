import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDay } from '../../shared/calendar-day';
import { CATEGORY_SLUGS } from '../../shared/constants';
import { isBrandAllowed } from '../../shared/item-brands';
import { createAccounts } from '../auth/auth';
import { getRole } from '../auth/roles';
import {
  checkInPhotos,
  claimPhotos,
  conversations,
  damageClaims,
  deposits,
  itemPhotos,
  items,
  ledgerEntries,
  messages,
  notifications,
  ownerTransfers,
  rentals,
  reviews,
  user,
  wishlistItems,
} from '../db/schema';
import { createLogger } from '../logger';
import { createStorage } from '../platform/storage/create-storage';
import { rentalBalances } from '../rentals/ledger';
import { cookiesFrom, signIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { CATALOG } from './catalog';
import { DRAWINGS } from './item-drawings';
import { DEMO_ACCOUNTS, DEMO_DOMAIN, pictureOf, seedDemo } from './seed';

let t: TestApp;
let deps: Parameters<typeof seedDemo>[0];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const accounts = createAccounts({
    config: t.config,
    db,
    sendEmails: false,
    logger: createLogger('silent'),
  });
  deps = {
    db,
    storage: createStorage(t.config),
    auth: await accounts.sessions(),
    publicUrl: t.config.publicUrl,
    logger: createLogger('silent'),
  };
}, 180_000);
afterAll(() => t.close());

describe('npm run demo', () => {
  it('lists only brands the categories offer', () => {
    for (const category of CATEGORY_SLUGS) {
      for (const template of CATALOG[category]) {
        expect(isBrandAllowed(category, template.brand), `${category}: ${template.brand}`).toBe(true);
        expect(template.price).toBeGreaterThan(0);
      }
      expect(CATALOG[category].length).toBeGreaterThanOrEqual(10);
    }
  });

  it('gives each catalogue entry its own kind of picture', () => {
    const kinds = CATEGORY_SLUGS.flatMap((category) =>
      CATALOG[category].map((template) => pictureOf(category, template.title).kind),
    );
    expect(kinds).toHaveLength(80);
    expect(new Set(kinds).size).toBe(kinds.length);
    // Every drawing is in use: none left over from an entry renamed or removed.
    expect(new Set(kinds)).toEqual(new Set(Object.keys(DRAWINGS)));
  });

  it('creates published listings with photos in every category, owners, an admin and a renter; again adds nothing', async () => {
    const first = await seedDemo(deps, { metros: 2, templatesPerCategory: 1 });
    expect(first).toMatchObject({ created: 16, existing: 0, owners: 6 });
    expect(first.history.rentals).toBeGreaterThan(20);
    const before = await rowCounts();
    const again = await seedDemo(deps, { metros: 2, templatesPerCategory: 1 });
    expect(again).toEqual({
      created: 0,
      existing: 16,
      owners: 6,
      history: { rentals: 0, existing: first.history.rentals },
    });
    // A second run adds nothing anywhere.
    expect(await rowCounts()).toEqual(before);

    const rows = await t.database.db.select().from(items);
    expect(rows).toHaveLength(16);
    expect(rows.every((row) => row.status === 'published')).toBe(true);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(CATEGORY_SLUGS));
    expect(new Set(rows.map((row) => row.locationLabel.split(', ')[1]))).toEqual(new Set(['TX', 'CO']));
    const photos = await t.database.db.select().from(itemPhotos);
    expect(new Set(photos.map((photo) => photo.itemId)).size).toBe(16);
    const served = await t.app.request(`/uploads/${photos[0]!.cardKey}`);
    expect(served.status).toBe(200);

    // The printed accounts work, and the admin is an admin.
    for (const account of [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.renter]) {
      expect((await signIn(t, account.email, account.password)).status).toBe(200);
    }
    const [admin] = await t.database.db.select().from(user).where(eq(user.email, DEMO_ACCOUNTS.admin.email));
    expect(await getRole(t.database.db, admin!.id)).toBe('admin');

    // They are real listings: the public API shows them.
    const categories = (await (await t.request('GET', '/api/items/categories')).json()) as {
      categories: { slug: string; count: number }[];
    };
    expect(categories.categories.every((entry) => entry.count === 2)).toBe(true);
  }, 300_000);

  it('has months of history: returned, active and upcoming rentals whose ledgers balance', async () => {
    const db = t.database.db;
    const today = utcDay(new Date());
    const all = await db.select().from(rentals);
    const returned = all.filter((row) => row.status === 'returned');
    const active = all.filter((row) => row.status === 'active' && row.startDate <= today);
    const upcoming = all.filter((row) => row.status === 'active' && row.startDate > today);
    expect(returned.length).toBeGreaterThan(15);
    expect(active.length).toBeGreaterThanOrEqual(2);
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    // Months of it: the oldest booking is more than three months back, none is in the future.
    const booked = all.map((row) => row.createdAt.getTime());
    expect(Math.min(...booked)).toBeLessThan(Date.now() - 90 * DAY);
    expect(Math.max(...booked)).toBeLessThanOrEqual(Date.now());

    for (const rental of all) {
      // Statuses the machine allows and nothing it would have moved on: no checkout left
      // pending, no active rental past its end (the sweep would have made it overdue).
      expect(['returned', 'active']).toContain(rental.status);
      expect(rental.paidAt).not.toBeNull();
      if (rental.status === 'active') expect(rental.endDate > today).toBe(true);
      if (rental.status === 'returned') {
        expect(rental.actualReturnDate!.getTime()).toBeGreaterThanOrEqual(Date.parse(rental.startDate));
        expect(rental.actualReturnDate!.getTime()).toBeLessThan(Date.now());
      }
      const b = await rentalBalances(db, rental.id);
      expect(b.charge).toBe(rental.totalAmount);
      expect(b.charge).toBe(b.platform_fee + b.owner_payout + b.deposit_held + b.refund);
    }
    // Good returns gave the deposit back; only the disputed claim still holds one.
    const held = await db.select().from(deposits).where(eq(deposits.status, 'held'));
    const activeIds = new Set([...active, ...upcoming].map((row) => row.id));
    expect(held.filter((row) => !activeIds.has(row.rentalId))).toHaveLength(1);
  });

  it('has a dispute waiting for the admin, with both sides photos and the check-ins', async () => {
    const claims = await t.database.db.select().from(damageClaims);
    expect(claims.filter((claim) => claim.status === 'disputed')).toHaveLength(1);
    const admin = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const res = await t.request('GET', '/api/admin/disputes', undefined, { cookie: cookiesFrom(admin) });
    expect(res.status).toBe(200);
    const { disputes } = (await res.json()) as {
      disputes: {
        ownerPhotos: unknown[];
        renterPhotos: unknown[];
        renterStatement: string;
        checkIns: { pickup: { photos: unknown[] } | null; return: { photos: unknown[] } | null };
      }[];
    };
    expect(disputes).toHaveLength(1);
    const [dispute] = disputes;
    expect(dispute!.ownerPhotos).toHaveLength(1);
    expect(dispute!.renterPhotos).toHaveLength(1);
    expect(dispute!.renterStatement.length).toBeGreaterThan(20);
    expect(dispute!.checkIns.pickup?.photos).toHaveLength(1);
    expect(dispute!.checkIns.return?.photos).toHaveLength(1);
  });

  it('has two-way reviews, conversations both ways, notifications, wishlists and payouts', async () => {
    const db = t.database.db;
    const returned = await db.select().from(rentals).where(eq(rentals.status, 'returned'));
    const written = await db.select().from(reviews);
    const closed = returned.filter((row) => row.actualReturnDate!.getTime() < Date.now() - 14 * DAY);
    expect(closed.length).toBeGreaterThan(10);
    for (const rental of closed) {
      const both = written.filter((review) => review.rentalId === rental.id);
      expect(both.map((review) => review.authorRole).sort()).toEqual(['owner', 'renter']);
      const byRenter = both.find((review) => review.authorRole === 'renter')!;
      expect(byRenter.authorId).toBe(rental.renterId);
      expect(byRenter.subjectId).toBe(rental.ownerId);
      expect(byRenter.createdAt.getTime()).toBeGreaterThan(rental.actualReturnDate!.getTime());
    }

    const threads = await db.select().from(conversations);
    expect(threads.length).toBeGreaterThanOrEqual(4);
    const sent = await db.select().from(messages);
    for (const thread of threads) {
      const senders = new Set(sent.filter((m) => m.conversationId === thread.id).map((m) => m.senderId));
      expect(senders).toEqual(new Set([thread.ownerId, thread.renterId]));
    }

    const [renter] = await db.select().from(user).where(eq(user.email, DEMO_ACCOUNTS.renter.email));
    const bell = await db.select().from(notifications).where(eq(notifications.userId, renter!.id));
    expect(bell.length).toBeGreaterThan(5);
    expect(bell.some((row) => row.readAt === null)).toBe(true);
    expect(bell.some((row) => row.createdAt.getTime() < Date.now() - 30 * DAY)).toBe(true);
    // The demo sends no email: its addresses do not exist.
    const all = await db.select().from(notifications);
    expect(all.filter((row) => row.emailState === 'pending')).toEqual([]);

    const saved = await db.select().from(wishlistItems).where(eq(wishlistItems.userId, renter!.id));
    expect(saved.length).toBeGreaterThanOrEqual(3);

    const transfers = await db.select().from(ownerTransfers);
    expect(transfers.some((row) => row.status === 'sent')).toBe(true);
    expect(transfers.some((row) => row.status === 'held')).toBe(true);
  });

  it('has members who joined before their listings and rentals', async () => {
    const db = t.database.db;
    const people = await db.select().from(user);
    const listed = await db.select().from(items);
    const booked = await db.select().from(rentals);
    for (const person of people.filter((row) => row.email.endsWith(`@${DEMO_DOMAIN}`))) {
      const theirs = [
        ...listed.filter((row) => row.ownerId === person.id).map((row) => row.createdAt.getTime()),
        ...booked.filter((row) => row.renterId === person.id).map((row) => row.createdAt.getTime()),
      ];
      if (theirs.length > 0) expect(person.createdAt.getTime()).toBeLessThan(Math.min(...theirs));
    }
  });
});

const DAY = 86_400_000;

/** Rows of every table the demo writes, to show a second run adds none. */
async function rowCounts() {
  const db = t.database.db;
  const tables = {
    items,
    rentals,
    reviews,
    conversations,
    messages,
    notifications,
    wishlistItems,
    ownerTransfers,
    ledgerEntries,
    damageClaims,
    claimPhotos,
    checkInPhotos,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) counts[name] = await db.$count(table);
  return counts;
}
