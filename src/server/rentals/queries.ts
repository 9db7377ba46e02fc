import { aliasedTable, and, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { utcDay } from '../../shared/calendar-day';
import type { RentalRole } from '../../shared/schemas/rentals';
import type { Db } from '../db/client';
import { damageClaims, deposits, payments, profiles, rentals, user } from '../db/schema';
import { notFound } from '../errors';
import { holdRanOutSql, holdsDatesSql } from '../holds/public';
import { publicName } from '../identity/public';
import { getItem, listItemPhotos } from '../items/public';
import { getSettings } from '../settings/public';
import { type CheckInData, type CheckInViews, checkInDataOf, checkInViewsOf } from './check-in-views';
import { type ClaimPhoto, claimPhotosOfRentals } from './claim-photos';
import { decideClaim } from './claims';
import { nowOf, type RentalActor, type RentalDeps } from './context';
import { lateFeeOf } from './late-fees';
import { markOverdueRentals } from './lifecycle';
import { type CancelReason, decide, type MoverRole } from './status-machine';

const renterUser = aliasedTable(user, 'renter_user');
const ownerUser = aliasedTable(user, 'owner_user');
const renterProfile = aliasedTable(profiles, 'renter_profile');
const ownerProfile = aliasedTable(profiles, 'owner_profile');

function baseQuery(db: Db) {
  return db
    .select({
      rental: rentals,
      deposit: { status: deposits.status, amount: deposits.amount, refundReason: deposits.refundReason },
      claim: {
        status: damageClaims.status,
        reason: damageClaims.reason,
        amountClaimed: damageClaims.amountClaimed,
        respondBy: damageClaims.respondBy,
        renterStatement: damageClaims.renterStatement,
        outcome: damageClaims.outcome,
        amountKept: damageClaims.amountKept,
      },
      renterName: publicName(renterUser, renterProfile),
      ownerName: publicName(ownerUser, ownerProfile),
      checkoutUrl: sql<
        string | null
      >`(select ${payments.checkoutUrl} from ${payments} where ${payments.rentalId} = ${rentals.id} and ${payments.status} = 'open' order by ${payments.createdAt} desc limit 1)`,
    })
    .from(rentals)
    .leftJoin(deposits, eq(deposits.rentalId, rentals.id))
    .leftJoin(damageClaims, eq(damageClaims.rentalId, rentals.id))
    .leftJoin(renterUser, eq(renterUser.id, rentals.renterId))
    .leftJoin(renterProfile, eq(renterProfile.id, rentals.renterId))
    .leftJoin(ownerUser, eq(ownerUser.id, rentals.ownerId))
    .leftJoin(ownerProfile, eq(ownerProfile.id, rentals.ownerId));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['where']>>[number];
export type RentalRow = typeof rentals.$inferSelect;

/** How the actor relates to a rental; null means it is none of their business. */
export function relationOf(
  rental: Pick<RentalRow, 'renterId' | 'ownerId'>,
  actor: RentalActor,
): MoverRole | null {
  if (rental.renterId === actor.id) return 'renter';
  if (rental.ownerId === actor.id) return 'owner';
  if (actor.isAdmin) return 'admin';
  return null;
}

export interface RentalView {
  id: string;
  itemId: string | null;
  itemTitle: string;
  itemImage: string | null;
  renter: { id: string | null; name: string | null };
  owner: { id: string | null; name: string | null };
  /** How the viewer relates to this rental. */
  viewerRole: MoverRole;
  status: RentalRow['status'];
  startDate: string;
  endDate: string;
  rentalDays: number;
  dailyRate: number;
  subtotal: number;
  platformFee: number;
  ownerAmount: number;
  securityDeposit: number;
  totalAmount: number;
  depositStatus: 'held' | 'refunded' | 'forfeited' | null;
  depositReason: string | null;
  returnCondition: 'good' | 'damaged' | null;
  actualReturnDate: string | null;
  cancelReason: CancelReason | null;
  holdExpiresAt: string;
  paidAt: string | null;
  createdAt: string;
  /** The renter's open checkout, to finish paying a pending booking. */
  checkoutUrl: string | null;
  canCancel: boolean;
  canProcessReturn: boolean;
  /** A damaged return's claim on the deposit, with the evidence photos of both sides. */
  claim: RentalClaimView | null;
  /** The renter may still accept or dispute the claim. */
  canAnswerClaim: boolean;
  /** When the other side confirmed the pick-up check-in. */
  handedOverAt: string | null;
  /** The pick-up and return check-ins: condition photos, notes, times, and what the viewer may do. */
  checkIns: CheckInViews;
  /**
   * A late return (decision 030): started days after the end date and the late fee, so far while
   * the rental is overdue, as kept from the deposit once it came back; null when not late.
   */
  late: RentalLateView | null;
}

export interface RentalLateView {
  days: number;
  feeCents: number;
  /** Returned: the fee was kept from the deposit and no longer grows. */
  settled: boolean;
}

/** How late the rental is (overdue: as of now) or was (returned with a late fee). */
function lateViewOf(rental: RentalRow, now: Date): RentalLateView | null {
  if (rental.status === 'overdue') {
    const fee = lateFeeOf(rental, now);
    return fee.days > 0 ? { days: fee.days, feeCents: fee.cents, settled: false } : null;
  }
  if (rental.status === 'returned' && rental.actualReturnDate && rental.lateFee > 0) {
    const { days } = lateFeeOf(rental, rental.actualReturnDate);
    return { days, feeCents: rental.lateFee, settled: true };
  }
  return null;
}

export interface RentalClaimView {
  status: 'open' | 'disputed' | 'settled';
  reason: string;
  amountClaimed: number;
  respondBy: string;
  renterStatement: string | null;
  outcome: 'accepted' | 'lapsed' | 'refund_all' | 'keep_part' | 'keep_all' | null;
  amountKept: number | null;
  photos: { id: string; url: string; fullUrl: string; by: 'owner' | 'renter' | 'admin' }[];
}

function toView(
  row: Row,
  viewer: { role: MoverRole; id: string },
  now: Date,
  image: string | null,
  photos: ClaimPhoto[],
  checkIns: CheckInData,
): RentalView {
  const viewerRole = viewer.role;
  const { rental } = row;
  const today = utcDay(now);
  const claim: RentalClaimView | null = row.claim
    ? {
        ...row.claim,
        respondBy: row.claim.respondBy.toISOString(),
        photos: photos.map((photo) => ({
          id: photo.id,
          url: photo.url,
          fullUrl: photo.fullUrl,
          by:
            photo.uploaderId === rental.renterId
              ? 'renter'
              : photo.uploaderId === rental.ownerId
                ? 'owner'
                : 'admin',
        })),
      }
    : null;
  return {
    id: rental.id,
    itemId: rental.itemId,
    itemTitle: rental.itemTitle,
    itemImage: image,
    renter: { id: rental.renterId, name: row.renterName },
    owner: { id: rental.ownerId, name: row.ownerName },
    viewerRole,
    status: rental.status,
    startDate: rental.startDate,
    endDate: rental.endDate,
    rentalDays: rental.rentalDays,
    dailyRate: rental.dailyRate,
    subtotal: rental.subtotalAmount,
    platformFee: rental.platformFee,
    ownerAmount: rental.ownerAmount,
    securityDeposit: rental.securityDeposit,
    totalAmount: rental.totalAmount,
    depositStatus: row.deposit?.status ?? null,
    depositReason: row.deposit?.refundReason ?? null,
    returnCondition: rental.returnCondition,
    actualReturnDate: rental.actualReturnDate?.toISOString() ?? null,
    cancelReason: rental.cancelReason,
    holdExpiresAt: rental.holdExpiresAt.toISOString(),
    paidAt: rental.paidAt?.toISOString() ?? null,
    createdAt: rental.createdAt.toISOString(),
    checkoutUrl: viewerRole === 'renter' && rental.status === 'pending' ? row.checkoutUrl : null,
    canCancel: decide(rental, 'cancel', viewerRole, today).ok,
    canProcessReturn: decide(rental, 'return', viewerRole, today).ok,
    claim,
    canAnswerClaim:
      viewerRole === 'renter' &&
      row.claim !== null &&
      decideClaim(row.claim, { kind: 'accept', by: 'renter' }, now).ok,
    handedOverAt: rental.handedOverAt?.toISOString() ?? null,
    checkIns: checkInViewsOf(
      rental,
      checkIns,
      { id: viewer.id, party: viewerRole === 'renter' || viewerRole === 'owner' },
      now,
      today,
    ),
    late: lateViewOf(rental, now),
  };
}

async function coverImages(deps: RentalDeps, rows: Row[]): Promise<Map<string, string>> {
  const itemIds = [
    ...new Set(rows.map((row) => row.rental.itemId).filter((id): id is string => id !== null)),
  ];
  const photos = await listItemPhotos(deps.db, deps.storage, itemIds);
  const covers = new Map<string, string>();
  for (const [itemId, list] of photos) if (list[0]) covers.set(itemId, list[0].card.url);
  return covers;
}

/** The evidence photos of the listed rentals that have a damage claim, in one query. */
async function evidenceOf(deps: RentalDeps, rows: Row[]): Promise<Map<string, ClaimPhoto[]>> {
  const claimed = rows.filter((row) => row.claim !== null).map((row) => row.rental.id);
  const byRental = new Map<string, ClaimPhoto[]>();
  if (claimed.length === 0) return byRental;
  for (const photo of await claimPhotosOfRentals(deps.db, deps.storage, claimed)) {
    byRental.set(photo.rentalId, [...(byRental.get(photo.rentalId) ?? []), photo]);
  }
  return byRental;
}

/** The most rentals My Rentals shows per tab. */
const LIST_LIMIT = 200;

/**
 * My Rentals: what the actor rents (renting) or lends (lending), newest first. Owners do not see
 * checkouts that were never paid (pending ones and those whose hold ran out): nothing was booked.
 */
export async function listRentals(
  deps: RentalDeps,
  role: RentalRole,
  actor: RentalActor,
): Promise<RentalView[]> {
  const now = nowOf(deps);
  const mine = role === 'renting' ? eq(rentals.renterId, actor.id) : eq(rentals.ownerId, actor.id);
  await markOverdueRentals(deps.db, now, mine);
  const where =
    role === 'renting'
      ? mine
      : and(
          mine,
          ne(rentals.status, 'pending'),
          or(sql`${rentals.cancelReason} is null`, ne(rentals.cancelReason, 'hold_expired')),
        );
  const rows = await baseQuery(deps.db)
    .where(where)
    .orderBy(desc(rentals.createdAt), desc(rentals.id))
    .limit(LIST_LIMIT);
  const covers = await coverImages(deps, rows);
  const evidence = await evidenceOf(deps, rows);
  const checkIns = await checkInDataOf(
    deps.db,
    deps.storage,
    rows.map((row) => row.rental.id),
  );
  const relation: MoverRole = role === 'renting' ? 'renter' : 'owner';
  return rows.map((row) =>
    toView(
      row,
      { role: relation, id: actor.id },
      now,
      covers.get(row.rental.itemId ?? '') ?? null,
      evidence.get(row.rental.id) ?? [],
      checkIns,
    ),
  );
}

/** One rental, for its renter, its owner or an admin; anyone else gets 'not found'. */
export async function getRental(deps: RentalDeps, rentalId: string, actor: RentalActor): Promise<RentalView> {
  const now = nowOf(deps);
  const [row] = await baseQuery(deps.db).where(eq(rentals.id, rentalId)).limit(1);
  const relation = row ? relationOf(row.rental, actor) : null;
  if (!row || !relation) throw notFound('Rental not found', 'rental_not_found');
  const covers = await coverImages(deps, [row]);
  const evidence = await evidenceOf(deps, [row]);
  const checkIns = await checkInDataOf(deps.db, deps.storage, [row.rental.id]);
  return toView(
    row,
    { role: relation, id: actor.id },
    now,
    covers.get(row.rental.itemId ?? '') ?? null,
    evidence.get(row.rental.id) ?? [],
    checkIns,
  );
}

/** The rental row itself, for the use cases that change it. */
export async function findRental(db: Db, rentalId: string): Promise<RentalRow | null> {
  const [row] = await db.select().from(rentals).where(eq(rentals.id, rentalId)).limit(1);
  return row ?? null;
}

export interface BookedRange {
  /** First taken day. */
  start: string;
  /** Day after the last taken day. */
  end: string;
}

/**
 * The dates of an item that cannot be booked, from today on: paid rentals and checkouts still
 * within their hold. Only dates: who booked is nobody else's business.
 */
export async function bookedRanges(deps: RentalDeps, itemId: string): Promise<BookedRange[]> {
  const now = nowOf(deps);
  const today = utcDay(now);
  const rows = await deps.db
    .select({ start: rentals.startDate, end: rentals.endDate })
    .from(rentals)
    .where(and(eq(rentals.itemId, itemId), gt(rentals.endDate, today), holdsDatesSql(now)))
    .orderBy(rentals.startDate)
    .limit(500);
  return rows;
}

export interface ItemAvailability {
  booked: BookedRange[];
  maxRentalDays: number;
  /** What the item costs now (cents), for the booking dialog's breakdown; the checkout re-reads it. */
  dailyRate: number;
  securityDeposit: number;
}

/** The booking dialog's facts about an item: its price, its taken dates and the longest rental allowed. */
export async function itemAvailability(
  deps: RentalDeps,
  itemId: string,
  viewer: { id: string; isAdmin: boolean } | null,
): Promise<ItemAvailability> {
  const item = await getItem({ db: deps.db, storage: deps.storage }, itemId, viewer, null);
  const [booked, settings] = await Promise.all([bookedRanges(deps, itemId), getSettings(deps.db)]);
  return {
    booked,
    maxRentalDays: settings.maxRentalDays,
    dailyRate: item.priceCents,
    securityDeposit: item.depositCents,
  };
}

/** Pending rentals whose hold has run out (the sweep releases them). */
export async function expiredHolds(db: Db, now: Date, limit = 200) {
  return db
    .select({ rentalId: rentals.id, paymentId: payments.id, sessionId: payments.providerSessionId })
    .from(rentals)
    .leftJoin(
      payments,
      and(eq(payments.rentalId, rentals.id), inArray(payments.status, ['creating', 'open'])),
    )
    .where(holdRanOutSql(now))
    .limit(limit);
}
