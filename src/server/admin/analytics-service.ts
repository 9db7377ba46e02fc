import { and, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { ledgerEntries, rentals, user } from '../db/schema';
import {
  GROWTH_WINDOW_DAYS,
  growthWindows,
  lastMonths,
  type MonthlyPoint,
  percentChange,
} from './analytics-math';

export const RENTAL_STATUSES = ['pending', 'active', 'returned', 'overdue', 'cancelled'] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

/**
 * The get-analytics answer (spec section 3). Money is in integer cents. Growth figures compare
 * the last 30 days with the 30 days before, in percent (null: nothing to compare with).
 */
export interface AnalyticsReport {
  totalUsers: number;
  userGrowth: number | null;
  /** Rentals paid and not yet returned (status 'active'). */
  activeRentals: number;
  /** Platform fees kept, in cents: the ledger's platform_fee lines (refunded fees count negative). */
  totalRevenue: number;
  revenueGrowth: number | null;
  totalRentals: number;
  rentalGrowth: number | null;
  statusBreakdown: Record<RentalStatus, number>;
  /** Where the marketplace's money stands now, from the ledger (cents). */
  money: MoneyStanding;
  /** The last 6 calendar months (UTC), oldest first; revenue in cents. */
  monthlyData: MonthlyPoint[];
  growthWindowDays: number;
  generatedAt: string;
}

/**
 * The ledger's standing balances: fees the platform earned (net of refunded fees), owners' money
 * in transit (their shares and kept deposits owed, less what was transferred to their accounts:
 * `owner_transfer` lines, decision 022), and renters' deposits still held.
 */
export interface MoneyStanding {
  feesEarned: number;
  ownersInTransit: number;
  depositsHeld: number;
}

/** A half-open time range [from, to). */
type Range = { from: Date; to: Date };

function within(column: AnyPgColumn, range: Range): SQL {
  return and(gte(column, range.from), lt(column, range.to)) as SQL;
}

/**
 * The figures of one table as filtered aggregates of a single row: optionally the total, the two
 * growth windows and each month. One pass per query keeps the report fast at any size
 * (bench/analytics.ts: 100,000 rentals).
 */
function onePass(
  aggregate: (filter: SQL | null) => SQL<string | number | null>,
  column: AnyPgColumn,
  windows: { current: Range; previous: Range },
  months: Range[],
  withTotal: boolean,
) {
  const fields: Record<string, SQL<string | number | null>> = {
    current: aggregate(within(column, windows.current)),
    previous: aggregate(within(column, windows.previous)),
  };
  if (withTotal) fields.total = aggregate(null);
  months.forEach((month, index) => {
    fields[`m${index}`] = aggregate(within(column, month));
  });
  return fields;
}

const countWhere = (filter: SQL | null) =>
  filter ? sql<number>`count(*) filter (where ${filter})` : sql<number>`count(*)`;

/** Postgres returns counts and sums as bigint/numeric, which arrive as strings. */
const num = (value: unknown) => Number(value ?? 0);

const sumOfKind = (kind: string) =>
  sql<
    string | null
  >`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = ${kind}), 0)`;

const moneyStandingFields = {
  fees: sumOfKind('platform_fee'),
  owed: sumOfKind('owner_payout'),
  transferred: sumOfKind('owner_transfer'),
  held: sumOfKind('deposit_held'),
};

/** Every figure of /admin/analytics, computed from the users, rentals and ledger tables. */
export async function getAnalytics(db: Db, input: { now?: Date } = {}): Promise<AnalyticsReport> {
  const now = input.now ?? new Date();
  const { previousStart, currentStart, end } = growthWindows(now);
  const windows = {
    current: { from: currentStart, to: end },
    previous: { from: previousStart, to: currentStart },
  };
  const monthStarts = lastMonths(now);
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const months = monthStarts.map((month, index) => ({
    from: month.start,
    to: monthStarts[index + 1]?.start ?? nextMonth,
  }));

  const feeSum = (filter: SQL | null) =>
    filter
      ? sql<string | null>`sum(${ledgerEntries.amount}) filter (where ${filter})`
      : sql<string | null>`sum(${ledgerEntries.amount})`;
  // Only the recent rows matter for windows and months; the index on created_at finds them.
  const since = new Date(Math.min(previousStart.getTime(), months[0]!.from.getTime()));

  const [[users], byStatus, [recentRentals], [revenue], [standing]] = await Promise.all([
    db.select(onePass(countWhere, user.createdAt, windows, months, true)).from(user),
    db.select({ status: rentals.status, total: count() }).from(rentals).groupBy(rentals.status),
    db
      .select(onePass(countWhere, rentals.createdAt, windows, months, false))
      .from(rentals)
      .where(gte(rentals.createdAt, since)),
    // Matches the partial index of fee lines (kind = 'platform_fee'), read without the table.
    db
      .select(onePass(feeSum, ledgerEntries.createdAt, windows, months, true))
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'platform_fee')),
    db.select(moneyStandingFields).from(ledgerEntries),
  ]);

  const statusBreakdown = Object.fromEntries(RENTAL_STATUSES.map((status) => [status, 0])) as Record<
    RentalStatus,
    number
  >;
  for (const row of byStatus) statusBreakdown[row.status] = num(row.total);
  return {
    totalUsers: num(users?.total),
    userGrowth: percentChange(num(users?.current), num(users?.previous)),
    activeRentals: statusBreakdown.active,
    totalRevenue: num(revenue?.total),
    revenueGrowth: percentChange(num(revenue?.current), num(revenue?.previous)),
    totalRentals: RENTAL_STATUSES.reduce((total, status) => total + statusBreakdown[status], 0),
    rentalGrowth: percentChange(num(recentRentals?.current), num(recentRentals?.previous)),
    statusBreakdown,
    money: {
      feesEarned: num(standing?.fees),
      ownersInTransit: num(standing?.owed) - num(standing?.transferred),
      depositsHeld: num(standing?.held),
    },
    monthlyData: monthStarts.map((month, index) => ({
      month: month.key,
      users: num(users?.[`m${index}`]),
      revenue: num(revenue?.[`m${index}`]),
      rentals: num(recentRentals?.[`m${index}`]),
    })),
    growthWindowDays: GROWTH_WINDOW_DAYS,
    generatedAt: now.toISOString(),
  };
}
