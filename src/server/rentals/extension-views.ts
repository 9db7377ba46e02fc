import { and, desc, eq, inArray } from 'drizzle-orm';
import { addDays, utcDay } from '../../shared/calendar-day';
import type { ExtensionStatus } from '../../shared/schemas/extensions';
import type { Db } from '../db/client';
import { payments, rentalExtensions, type rentals } from '../db/schema';

/** A rental's latest request for more days, as its renter or owner sees it. */
export interface ExtensionView {
  id: string;
  days: number;
  priceCents: number;
  feeCents: number;
  status: ExtensionStatus;
  respondBy: string;
  declinedBy: 'owner' | 'system' | null;
  /** The rental's last day with these days added. */
  untilDate: string;
  /** The renter's open checkout for an accepted extension. */
  checkoutUrl: string | null;
  /** The owner may accept or decline now. */
  canAnswer: boolean;
}

export interface ExtensionFacts {
  extension: ExtensionView | null;
  /** The renter may ask for more days now, up to maxExtensionDays. */
  canRequestExtension: boolean;
  maxExtensionDays: number;
}

type Latest = { extension: typeof rentalExtensions.$inferSelect; checkoutUrl: string | null };

/** The latest request of each rental, with the open checkout of an accepted one (one query). */
export async function latestExtensionsOf(db: Db, rentalIds: string[]): Promise<Map<string, Latest>> {
  const latest = new Map<string, Latest>();
  if (rentalIds.length === 0) return latest;
  const rows = await db
    .select({ extension: rentalExtensions, checkoutUrl: payments.checkoutUrl })
    .from(rentalExtensions)
    .leftJoin(payments, and(eq(payments.extensionId, rentalExtensions.id), eq(payments.status, 'open')))
    .where(inArray(rentalExtensions.rentalId, rentalIds))
    .orderBy(desc(rentalExtensions.createdAt));
  for (const row of rows) if (!latest.has(row.extension.rentalId)) latest.set(row.extension.rentalId, row);
  return latest;
}

/** What the rental view says about extensions, for `role` (only the renter asks, only the owner answers). */
export function extensionFactsOf(
  rental: Pick<typeof rentals.$inferSelect, 'status' | 'startDate' | 'endDate' | 'rentalDays'>,
  latest: Latest | undefined,
  role: 'renter' | 'owner' | 'admin' | 'system',
  now: Date,
  maxRentalDays: number,
): ExtensionFacts {
  const today = utcDay(now);
  const row = latest?.extension;
  const open = row?.status === 'requested' || row?.status === 'accepted';
  const maxExtensionDays = Math.max(0, Math.min(maxRentalDays, 365 - rental.rentalDays));
  const underWay = rental.status === 'active' && today >= rental.startDate && today < rental.endDate;
  const extension: ExtensionView | null = row
    ? {
        id: row.id,
        days: row.days,
        priceCents: row.priceCents,
        feeCents: row.feeCents,
        status: row.status,
        respondBy: row.respondBy.toISOString(),
        declinedBy: row.declinedBy,
        untilDate: addDays(rental.endDate, row.status === 'paid' ? -1 : row.days - 1),
        checkoutUrl: role === 'renter' && row.status === 'accepted' ? (latest?.checkoutUrl ?? null) : null,
        canAnswer: role === 'owner' && row.status === 'requested' && row.respondBy > now && underWay,
      }
    : null;
  return {
    extension,
    canRequestExtension:
      role === 'renter' && underWay && !open && row?.status !== 'paid' && maxExtensionDays > 0,
    maxExtensionDays,
  };
}
