import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, rentals, user } from '../db/schema';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { type AnalyticsReport, getAnalytics } from './analytics-service';
import { json } from './testing';

/**
 * A small, known data set and the figures worked out by hand (see the comments). "Now" is
 * 2031-03-15 12:00 UTC: the last 30 days start 2031-02-13 12:00, the 30 before 2031-01-14 12:00;
 * the months shown are 2030-10 to 2031-03.
 */
const NOW = new Date('2031-03-15T12:00:00Z');
let t: TestApp;
let admin: SignedIn;

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

type Status = 'pending' | 'active' | 'returned' | 'overdue' | 'cancelled';

async function addRental(
  id: string,
  status: Status,
  created: string,
  fee: number,
  ledger: [string, number][],
) {
  const daily = 10_000;
  const subtotal = daily * 2;
  await t.database.db.insert(rentals).values({
    id,
    itemTitle: 'Cordless drill',
    renterId: 'known-u2',
    ownerId: 'known-u1',
    status,
    rentalDays: 2,
    dailyRate: daily,
    subtotalAmount: subtotal,
    platformFee: fee,
    ownerAmount: subtotal - fee,
    securityDeposit: 0,
    totalAmount: subtotal,
    commissionRate: 3,
    startDate: created,
    endDate: new Date(Date.parse(`${created}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10),
    holdExpiresAt: day(created),
    createdAt: day(created),
  });
  for (const [when, amount] of ledger) {
    await t.database.db.insert(ledgerEntries).values({
      rentalId: id,
      event: amount >= 0 ? 'confirm' : 'cancel',
      kind: 'platform_fee',
      amount,
      createdAt: day(when),
    });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  // The admin signs up today (outside every window and month of NOW): counts only in totalUsers.
  admin = await signUpAndSignIn(t, { email: 'ada@example.com', name: 'Ada Admin', admin: true });
  const users: [string, string][] = [
    ['known-u1', '2031-03-10'], // last 30 days, 2031-03
    ['known-u2', '2031-03-01'], // last 30 days, 2031-03
    ['known-u3', '2031-02-20'], // last 30 days, 2031-02
    ['known-u4', '2031-02-01'], // the 30 days before, 2031-02
    ['known-u5', '2031-01-20'], // the 30 days before, 2031-01
    ['known-u6', '2030-12-05'], // neither window, 2030-12
    ['known-u7', '2030-09-30'], // before the six months
  ];
  await t.database.db
    .insert(user)
    .values(
      users.map(([id, created]) => ({ id, name: id, email: `${id}@example.com`, createdAt: day(created) })),
    );

  const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  await addRental(uuid(1), 'active', '2031-03-12', 300, [['2031-03-12', 300]]);
  await addRental(uuid(2), 'active', '2031-03-05', 150, [['2031-03-06', 150]]);
  await addRental(uuid(3), 'returned', '2031-02-10', 600, [['2031-02-10', 600]]);
  await addRental(uuid(4), 'overdue', '2031-02-15', 90, [['2031-02-15', 90]]);
  await addRental(uuid(5), 'pending', '2031-03-14', 0, []);
  // Paid, then cancelled with the fee refunded: nets to zero.
  await addRental(uuid(6), 'cancelled', '2031-01-10', 200, [
    ['2031-01-10', 200],
    ['2031-01-12', -200],
  ]);
  await addRental(uuid(7), 'returned', '2030-08-01', 1000, [['2030-08-01', 1000]]);
  // Money that is not a fee never counts as revenue.
  await t.database.db.insert(ledgerEntries).values({
    rentalId: uuid(3),
    event: 'confirm',
    kind: 'owner_payout',
    amount: 19_400,
    createdAt: day('2031-02-10'),
  });
}, 180_000);
afterAll(() => t.close());

describe('analytics on a known data set', () => {
  it('equals the figures worked out by hand', async () => {
    const report = await getAnalytics(t.database.db, { now: NOW });
    expect(report).toEqual({
      totalUsers: 8, // 7 known + the admin
      userGrowth: 50, // 3 new in the last 30 days vs 2 before: +50%
      activeRentals: 2,
      totalRevenue: 2140, // 300 + 150 + 600 + 90 + (200 - 200) + 1000 cents
      revenueGrowth: -10, // 540 (300 + 150 + 90) vs 600: -10%
      totalRentals: 7,
      rentalGrowth: 300, // 4 (r1, r2, r4, r5) vs 1 (r3): +300%
      statusBreakdown: { pending: 1, active: 2, returned: 2, overdue: 1, cancelled: 1 },
      // Fees net of the refunded one; the one owner_payout line is owed and not transferred.
      money: { feesEarned: 2140, ownersInTransit: 19_400, depositsHeld: 0 },
      monthlyData: [
        { month: '2030-10', users: 0, revenue: 0, rentals: 0 },
        { month: '2030-11', users: 0, revenue: 0, rentals: 0 },
        { month: '2030-12', users: 1, revenue: 0, rentals: 0 },
        { month: '2031-01', users: 1, revenue: 0, rentals: 1 },
        { month: '2031-02', users: 2, revenue: 690, rentals: 2 },
        { month: '2031-03', users: 2, revenue: 450, rentals: 3 },
      ],
      growthWindowDays: 30,
      generatedAt: '2031-03-15T12:00:00.000Z',
    });
  });

  it('is what GET /api/admin/analytics answers (today: the same totals, six months ending this month)', async () => {
    const report = await json<AnalyticsReport>(
      t.request('GET', '/api/admin/analytics', undefined, admin.headers),
    );
    expect(report).toMatchObject({
      totalUsers: 8,
      activeRentals: 2,
      totalRevenue: 2140,
      totalRentals: 7,
      statusBreakdown: { pending: 1, active: 2, returned: 2, overdue: 1, cancelled: 1 },
      // Today only the admin is new, and nobody joined in the 30 days before: nothing to compare.
      userGrowth: null,
      rentalGrowth: 0,
      revenueGrowth: 0,
    });
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(report.monthlyData).toHaveLength(6);
    expect(report.monthlyData.at(-1)).toEqual({ month: thisMonth, users: 1, revenue: 0, rentals: 0 });
  });

  it('on an empty marketplace every figure is zero, not an error', async () => {
    const empty = await createTestApp();
    try {
      const report = await getAnalytics(empty.database.db, { now: NOW });
      expect(report).toMatchObject({
        totalUsers: 0,
        userGrowth: 0,
        activeRentals: 0,
        totalRevenue: 0,
        revenueGrowth: 0,
        totalRentals: 0,
        rentalGrowth: 0,
        statusBreakdown: { pending: 0, active: 0, returned: 0, overdue: 0, cancelled: 0 },
        money: { feesEarned: 0, ownersInTransit: 0, depositsHeld: 0 },
      });
      expect(report.monthlyData.map((point) => point.month)).toEqual([
        '2030-10',
        '2030-11',
        '2030-12',
        '2031-01',
        '2031-02',
        '2031-03',
      ]);
    } finally {
      await empty.close();
    }
  }, 120_000);
});
