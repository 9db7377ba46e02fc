import { aliasedTable, and, desc, eq, isNotNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { REVIEW_WINDOW_DAYS } from '../../shared/schemas/reviews';
import type { Db } from '../db/client';
import { profiles, rentals, reviews, user } from '../db/schema';
import { isUniqueViolation } from '../db/sql-errors';
import { AppError, conflict, notFound } from '../errors';
import { publicName } from '../identity/public';
import { notify } from '../notifications/public';
import { reviewRefusal, reviewWindowEnd } from './rules';

const authorUser = aliasedTable(user, 'author_user');
const authorProfile = aliasedTable(profiles, 'author_profile');
const subjectUser = aliasedTable(user, 'subject_user');
const subjectProfile = aliasedTable(profiles, 'subject_profile');

/**
 * The SQL twin of rules.isPublished: the other side wrote theirs, or the window after the return
 * has closed. Used for every read by someone other than the author.
 */
function publishedSql(now: Date | Placeholder): SQL<boolean> {
  const at = now instanceof Date ? now.toISOString() : now;
  return sql<boolean>`(exists (select 1 from ${reviews} as other_review where other_review.rental_id = ${reviews.rentalId} and other_review.author_role <> ${reviews.authorRole}) or ${rentals.actualReturnDate} + make_interval(days => ${REVIEW_WINDOW_DAYS}) <= ${at}::timestamptz)`;
}

export interface ReviewView {
  id: string;
  rentalId: string;
  itemId: string | null;
  itemTitle: string;
  authorId: string | null;
  authorName: string | null;
  subjectId: string | null;
  subjectName: string | null;
  /** 'renter': the renter reviewed the item and its owner; 'owner': the owner reviewed the renter. */
  authorRole: 'renter' | 'owner';
  rating: number;
  text: string;
  createdAt: string;
  /** Visible to others (always true for reviews someone else wrote). */
  published: boolean;
}

export interface PendingReview {
  rentalId: string;
  itemId: string | null;
  itemTitle: string;
  /** Who the viewer would review. */
  otherName: string | null;
  role: 'renter' | 'owner';
  returnedAt: string;
  /** Last moment to write it. */
  closesAt: string;
}

export interface RatingSummary {
  /** Average stars to one decimal; 0 without reviews. */
  rating: number;
  reviewCount: number;
}

function reviewQuery(db: Db, now: Date) {
  return db
    .select({
      review: reviews,
      itemTitle: rentals.itemTitle,
      authorName: publicName(authorUser, authorProfile),
      subjectName: publicName(subjectUser, subjectProfile),
      published: publishedSql(now),
    })
    .from(reviews)
    .innerJoin(rentals, eq(rentals.id, reviews.rentalId))
    .leftJoin(authorUser, eq(authorUser.id, reviews.authorId))
    .leftJoin(authorProfile, eq(authorProfile.id, reviews.authorId))
    .leftJoin(subjectUser, eq(subjectUser.id, reviews.subjectId))
    .leftJoin(subjectProfile, eq(subjectProfile.id, reviews.subjectId));
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewQuery>['where']>>[number];

function toView(row: ReviewRow): ReviewView {
  const { review } = row;
  return {
    id: review.id,
    rentalId: review.rentalId,
    itemId: review.itemId,
    itemTitle: row.itemTitle,
    authorId: review.authorId,
    authorName: row.authorName,
    subjectId: review.subjectId,
    subjectName: row.subjectName,
    authorRole: review.authorRole,
    rating: review.rating,
    text: review.text,
    createdAt: review.createdAt.toISOString(),
    published: row.published === true,
  };
}

/** The most reviews one list shows. */
const LIST_LIMIT = 100;

/**
 * Writes the actor's review of the other party of a returned rental (see rules.reviewRefusal),
 * and tells the other party in the same transaction. The unique index on (rental, side) settles
 * two submissions at once.
 */
export async function writeReview(
  db: Db,
  actorId: string,
  input: { rentalId: string; rating: number; text: string },
  now = new Date(),
): Promise<ReviewView> {
  const [rental] = await db.select().from(rentals).where(eq(rentals.id, input.rentalId)).limit(1);
  const relation = rental?.renterId === actorId ? 'renter' : rental?.ownerId === actorId ? 'owner' : null;
  const written = rental
    ? await db.select({ role: reviews.authorRole }).from(reviews).where(eq(reviews.rentalId, rental.id))
    : [];
  const refusal = reviewRefusal({
    relation,
    status: rental?.status ?? '',
    returnedAt: rental?.actualReturnDate ?? null,
    now,
    alreadyWritten: written.some((row) => row.role === relation),
  });
  if (refusal || !rental || !relation) {
    if (refusal) throw new AppError(refusal.code, refusal.status, refusal.message, refusal.details);
    throw notFound('Rental not found', 'rental_not_found');
  }
  const subjectId = relation === 'renter' ? rental.ownerId : rental.renterId;
  const otherWrote = written.some((row) => row.role !== relation);
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({
          rentalId: rental.id,
          authorId: actorId,
          subjectId,
          itemId: rental.itemId,
          authorRole: relation,
          rating: input.rating,
          text: input.text,
        })
        .returning({ id: reviews.id });
      if (subjectId) {
        await notify(tx, {
          userId: subjectId,
          kind: 'review_received',
          params: {
            reviewId: row!.id,
            itemTitle: rental.itemTitle,
            bothVisible: otherWrote,
            windowDays: REVIEW_WINDOW_DAYS,
          },
          link: '/reviews',
          dedupeKey: `review:received:${row!.id}`,
        });
      }
      return row!.id;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err))
        throw conflict('You have already reviewed this rental.', 'already_reviewed');
      throw err;
    });
  const [view] = await reviewQuery(db, now).where(eq(reviews.id, id)).limit(1);
  return toView(view!);
}

/** /reviews: what others said about me (published only), what I wrote, and what I can still write. */
export async function myReviews(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ received: ReviewView[]; given: ReviewView[]; pending: PendingReview[] }> {
  const [received, given, pending] = await Promise.all([
    reviewQuery(db, now)
      .where(and(eq(reviews.subjectId, userId), publishedSql(now)))
      .orderBy(desc(reviews.createdAt))
      .limit(LIST_LIMIT),
    reviewQuery(db, now)
      .where(eq(reviews.authorId, userId))
      .orderBy(desc(reviews.createdAt))
      .limit(LIST_LIMIT),
    pendingReviews(db, userId, now),
  ]);
  return { received: received.map(toView), given: given.map(toView), pending };
}

const otherUser = aliasedTable(user, 'other_user');
const otherProfile = aliasedTable(profiles, 'other_profile');

/** Returned rentals of mine, still inside their window, that I have not reviewed. */
async function pendingReviews(db: Db, userId: string, now: Date): Promise<PendingReview[]> {
  const since = new Date(now.getTime() - REVIEW_WINDOW_DAYS * 86_400_000);
  const rows = await db
    .select({
      rentalId: rentals.id,
      itemId: rentals.itemId,
      itemTitle: rentals.itemTitle,
      renterId: rentals.renterId,
      returnedAt: rentals.actualReturnDate,
      otherName: publicName(otherUser, otherProfile),
    })
    .from(rentals)
    .leftJoin(
      otherUser,
      sql`${otherUser.id} = case when ${rentals.renterId} = ${userId} then ${rentals.ownerId} else ${rentals.renterId} end`,
    )
    .leftJoin(otherProfile, eq(otherProfile.id, otherUser.id))
    .where(
      and(
        eq(rentals.status, 'returned'),
        isNotNull(rentals.actualReturnDate),
        sql`${rentals.actualReturnDate} > ${since.toISOString()}::timestamptz`,
        sql`(${rentals.renterId} = ${userId} or ${rentals.ownerId} = ${userId})`,
        sql`not exists (select 1 from ${reviews} where ${reviews.rentalId} = ${rentals.id} and ${reviews.authorId} = ${userId})`,
      ),
    )
    .orderBy(desc(rentals.actualReturnDate))
    .limit(LIST_LIMIT);
  return rows.map((row) => ({
    rentalId: row.rentalId,
    itemId: row.itemId,
    itemTitle: row.itemTitle,
    otherName: row.otherName,
    role: row.renterId === userId ? 'renter' : 'owner',
    returnedAt: row.returnedAt!.toISOString(),
    closesAt: reviewWindowEnd(row.returnedAt!).toISOString(),
  }));
}

/** Stars and count as the database sums them (avg is numeric: a string, or null without reviews). */
interface RatingSums {
  average: string | number | null;
  count: number;
}

const toSummary = (row: RatingSums | null | undefined): RatingSummary => {
  const count = Number(row?.count ?? 0);
  return { rating: count === 0 ? 0 : Math.round(Number(row?.average) * 10) / 10, reviewCount: count };
};

async function summary(db: Db, where: SQL, now: Date): Promise<RatingSummary> {
  const [row] = await db
    .select({
      average: sql<string | null>`avg(${reviews.rating})`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .innerJoin(rentals, eq(rentals.id, reviews.rentalId))
    .where(and(where, publishedSql(now)));
  return toSummary(row);
}

/**
 * A member's rating as a column of another query (the item page's owner), so that page needs no
 * statement of its own for it; read the column with `ratingOf`.
 */
export function userRatingSql(
  subjectId: AnyPgColumn,
  now: Date | Placeholder = new Date(),
): SQL<RatingSums | null> {
  return sql<RatingSums | null>`(select json_build_object('average', avg(${reviews.rating}), 'count', count(*)) from ${reviews} inner join ${rentals} on ${rentals.id} = ${reviews.rentalId} where ${reviews.subjectId} = ${subjectId} and ${publishedSql(now)})`;
}

export const ratingOf = (column: RatingSums | null): RatingSummary => toSummary(column);

/** A member's rating: every published review about them, as owner or renter. */
export function userRating(db: Db, userId: string, now = new Date()): Promise<RatingSummary> {
  return summary(db, eq(reviews.subjectId, userId), now);
}

/** The published reviews about a member (as owner or renter), newest first. */
export async function reviewsAbout(
  db: Db,
  userId: string,
  now = new Date(),
  limit = 20,
): Promise<ReviewView[]> {
  const rows = await reviewQuery(db, now)
    .where(and(eq(reviews.subjectId, userId), publishedSql(now)))
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
  return rows.map(toView);
}

/** An item's rating and its published reviews by renters. */
export async function itemReviews(
  db: Db,
  itemId: string,
  now = new Date(),
): Promise<RatingSummary & { reviews: ReviewView[] }> {
  const about = and(eq(reviews.itemId, itemId), eq(reviews.authorRole, 'renter')) as SQL;
  const [rating, rows] = await Promise.all([
    summary(db, about, now),
    reviewQuery(db, now)
      .where(and(about, publishedSql(now)))
      .orderBy(desc(reviews.createdAt))
      .limit(LIST_LIMIT),
  ]);
  return { ...rating, reviews: rows.map(toView) };
}

/**
 * Called in the transaction that marks a rental returned: both sides are invited to review each
 * other, so the invitations (and their email jobs) exist exactly when the return commits.
 */
export async function inviteReviews(
  tx: Db,
  rental: { id: string; status: string; renterId: string | null; ownerId: string | null; itemTitle: string },
): Promise<void> {
  if (rental.status !== 'returned') return;
  for (const userId of [rental.renterId, rental.ownerId]) {
    if (!userId) continue;
    await notify(tx, {
      userId,
      kind: 'review_due',
      params: {
        rentalId: rental.id,
        itemTitle: rental.itemTitle,
        role: userId === rental.renterId ? 'renter' : 'owner',
        windowDays: REVIEW_WINDOW_DAYS,
      },
      link: '/reviews',
      dedupeKey: `review:due:${rental.id}`,
    });
  }
}
