import { and, count, desc, eq, gte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { CategorySlug, Handoff } from '../../shared/constants';
import { isBrandAllowed } from '../../shared/item-brands';
import { defaultDepositCents } from '../../shared/money';
import type { ItemCreate, ItemUpdate } from '../../shared/schemas/items';
import type { Actor } from '../auth/public';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { itemPhotos, items, profiles, user } from '../db/schema';
import { badRequest, forbidden, notFound } from '../errors';
import { ownerMayListUnder } from '../identity/public';
import type { ObjectStorage } from '../platform/public';
import { type RatingSummary, ratingOf, userRatingSql } from '../reviews/public';
import { getSettings } from '../settings/public';
import { queueFileDeletes } from '../uploads/public';
import { cardJsonSql, cursorTimeSql, PLACEHOLDER_POINT, type PlaceholderPoint, type Point } from './columns';
import { resolveListingPlace } from './location';
import { listItemPhotos, photoFileKeys, replaceItemPhotos } from './photos';
import { type ItemDetail, type ItemPhoto, type OwnListing, parseCard } from './present';

export interface ItemDeps {
  db: Db;
  storage: ObjectStorage;
}

/** Who is acting: listings change only by their owner or an admin (checked here, not in the UI). */
export type ItemActor = Pick<Actor, 'id' | 'isAdmin'>;

/** Who is looking: null for guests. Admins and owners see listings under review. */
export type ItemViewer = ItemActor | null;

type ItemRow = typeof items.$inferSelect;

const BRAND_MESSAGE = 'Please choose a brand from the list';

/** Creates a listing; it waits for review unless the site auto-approves listings. */
export async function createItem(deps: ItemDeps, input: ItemCreate, actor: ItemActor): Promise<OwnListing> {
  const place = await resolveListingPlace(deps.db, input, actor.id);
  const { autoApproveListings } = await getSettings(deps.db);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(items)
      .values({
        ownerId: actor.id,
        title: input.title,
        description: input.description ?? '',
        category: input.category,
        brand: input.brand,
        tags: input.tags,
        dailyRateCents: input.price,
        depositCents: input.deposit ?? defaultDepositCents(input.price),
        handoff: input.handoff,
        locationLabel: place.label,
        latitude: place.latitude,
        longitude: place.longitude,
        status: autoApproveListings ? 'published' : 'pending',
        publishedAt: autoApproveListings ? sql`now()` : null,
      })
      .returning({ id: items.id });
    await replaceItemPhotos(tx, row!.id, actor.id, input.photoIds ?? [], actor);
    return row!.id;
  });
  return getItem(deps, id, actor, null);
}

async function findItem(db: Db, id: string): Promise<ItemRow | undefined> {
  const [row] = await db.select().from(items).where(eq(items.id, id)).limit(1);
  return row;
}

/**
 * Loads a listing the actor may change. A listing under review is 'not found' to strangers (it
 * does not exist for them); a published one is 'forbidden'.
 */
async function findManageable(db: Db, id: string, actor: ItemActor): Promise<ItemRow> {
  const row = await findItem(db, id);
  if (!row) throw notFound('Item not found', 'item_not_found');
  if (row.ownerId === actor.id || actor.isAdmin) return row;
  if (row.status === 'published') throw forbidden('Only the owner can change this listing.');
  throw notFound('Item not found', 'item_not_found');
}

/** Fields whose change an admin must see again before the listing is public (abuse after approval). */
const REVIEWED_FIELDS = ['title', 'description', 'category', 'brand', 'tags'] as const;

/**
 * Edits a listing: any fields, the pause switch (isAvailable) and the photos in their new order.
 * An owner's content change to a published listing (or any change to a rejected one) goes back
 * to review unless listings are auto-approved; price, deposit, handoff, place and pausing do not.
 */
export async function updateItem(
  deps: ItemDeps,
  id: string,
  input: ItemUpdate,
  actor: ItemActor,
): Promise<OwnListing> {
  const current = await findManageable(deps.db, id, actor);
  const category = (input.category ?? current.category) as CategorySlug;
  const brand = input.brand !== undefined ? input.brand : current.brand;
  if ((input.category !== undefined || input.brand !== undefined) && !isBrandAllowed(category, brand)) {
    throw badRequest(BRAND_MESSAGE, 'invalid_brand');
  }

  const changes: Partial<typeof items.$inferInsert> = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.description !== undefined) changes.description = input.description;
  if (input.category !== undefined) changes.category = input.category;
  if (input.brand !== undefined) changes.brand = input.brand;
  if (input.tags !== undefined) changes.tags = input.tags;
  if (input.handoff !== undefined) changes.handoff = input.handoff;
  if (input.isAvailable !== undefined) changes.isAvailable = input.isAvailable;
  const price = input.price ?? current.dailyRateCents;
  if (input.price !== undefined) changes.dailyRateCents = input.price;
  if (input.deposit !== undefined) changes.depositCents = input.deposit ?? defaultDepositCents(price);
  const placeGiven = Boolean(input.location) || (input.latitude != null && input.longitude != null);
  if (placeGiven) {
    const place = await resolveListingPlace(deps.db, input, current.ownerId);
    changes.locationLabel = place.label;
    changes.latitude = place.latitude;
    changes.longitude = place.longitude;
  }

  const contentChanged = REVIEWED_FIELDS.some((field) => {
    const next = changes[field];
    return next !== undefined && JSON.stringify(next) !== JSON.stringify(current[field]);
  });

  await deps.db.transaction(async (tx) => {
    let photos = { added: false, removedKeys: [] as string[] };
    if (input.photoIds !== undefined) {
      photos = await replaceItemPhotos(tx, id, current.ownerId, input.photoIds, actor);
    }
    const needsReview =
      !actor.isAdmin &&
      ((current.status === 'published' && (contentChanged || photos.added)) ||
        (current.status === 'rejected' && (Object.keys(changes).length > 0 || input.photoIds !== undefined)));
    if (needsReview && !(await getSettings(tx)).autoApproveListings) {
      changes.status = 'pending';
      changes.rejectionReason = null;
    } else if (needsReview) {
      changes.status = 'published';
      changes.rejectionReason = null;
      changes.publishedAt = current.publishedAt ?? new Date();
    }
    await tx
      .update(items)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(items.id, id));
    await queueFileDeletes(tx, photos.removedKeys);
  });
  return getItem(deps, id, actor, null);
}

/** Deletes a listing and its photo files (owner or admin). */
export async function deleteItem(deps: ItemDeps, id: string, actor: ItemActor): Promise<void> {
  await findManageable(deps.db, id, actor);
  await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ cardKey: itemPhotos.cardKey, fullKey: itemPhotos.fullKey })
      .from(itemPhotos)
      .where(eq(itemPhotos.itemId, id));
    await tx.delete(items).where(eq(items.id, id));
    await queueFileDeletes(tx, photoFileKeys(rows));
  });
}

function detailQuery(
  db: Db,
  point: Point | PlaceholderPoint | null,
  mediaBase: Placeholder | string,
  ownerListed: SQL<boolean> = sql<boolean>`true`,
  ownerRating: ReturnType<typeof userRatingSql> = sql`null`,
) {
  return db
    .select({
      card: cardJsonSql(point, mediaBase),
      id: items.id,
      ownerId: items.ownerId,
      status: items.status,
      cursorTime: cursorTimeSql,
      ownerListed,
      ownerRating,
      brand: items.brand,
      depositCents: items.depositCents,
      handoff: items.handoff,
      createdAt: items.createdAt,
      rejectionReason: items.rejectionReason,
      ownerAvatarKey: profiles.avatarThumbKey,
      ownerSince: user.createdAt,
    })
    .from(items)
    .innerJoin(user, eq(user.id, items.ownerId))
    .leftJoin(profiles, eq(profiles.id, items.ownerId));
}

type DetailRow = Awaited<ReturnType<ReturnType<typeof detailQuery>['where']>>[number];

function toDetail(
  storage: ObjectStorage,
  row: DetailRow,
  photos: ItemPhoto[],
  viewer: ItemViewer,
): ItemDetail {
  const canEdit = viewer !== null && (viewer.id === row.ownerId || viewer.isAdmin);
  const { ownerName, ...card } = parseCard(row.card);
  return {
    ...card,
    brand: row.brand,
    depositCents: row.depositCents,
    handoff: row.handoff as Handoff,
    photos,
    owner: {
      id: row.ownerId,
      name: ownerName,
      avatarUrl: row.ownerAvatarKey ? storage.publicUrl(row.ownerAvatarKey) : null,
      memberSince: row.ownerSince.toISOString(),
      isVerified: card.isVerified,
    },
    createdAt: row.createdAt.toISOString(),
    rejectionReason: canEdit ? row.rejectionReason : null,
    canEdit,
  };
}

/** The item page's owner also carries their overall rating (published reviews about them). */
export type ItemPageDetail = ItemDetail & { owner: ItemDetail['owner'] & RatingSummary };

/** The item page's listing row, prepared: variant `${'id' | 'open'}_${'near' | 'far'}` (ID verification required or not). */
const itemPageQuery = preparedStatement('item_page', (db: Db, name, variant) => {
  const [rule, near] = variant.split('_');
  const point = near === 'near' ? PLACEHOLDER_POINT : null;
  const ownerListed = sql<boolean>`(${ownerMayListUnder(rule === 'id', items.ownerId)})`;
  return detailQuery(
    db,
    point,
    sql.placeholder('mediaBase'),
    ownerListed,
    userRatingSql(items.ownerId, sql.placeholder('now')),
  )
    .where(eq(items.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name);
});

/** A listing as its page shows it. Listings under review exist only for their owner and admins. */
export async function getItem(
  deps: ItemDeps,
  id: string,
  viewer: ItemViewer,
  point: Point | null,
): Promise<ItemPageDetail> {
  // Two statements, side by side: the listing with its owner's standing and rating (prepared per
  // setting and whether a point is given), and its photos.
  const { requireIdVerification } = await getSettings(deps.db);
  const variant = `${requireIdVerification ? 'id' : 'open'}_${point ? 'near' : 'far'}`;
  const [[row], photos] = await Promise.all([
    itemPageQuery(deps.db, variant).execute({
      id,
      mediaBase: deps.storage.publicBase,
      now: new Date().toISOString(),
      lat: point?.latitude ?? null,
      lng: point?.longitude ?? null,
    }),
    listItemPhotos(deps.db, deps.storage, [id]),
  ]);
  if (!row) throw notFound('Item not found', 'item_not_found');
  const canSeeUnpublished = viewer !== null && (viewer.id === row.ownerId || viewer.isAdmin);
  if (!canSeeUnpublished && (row.status !== 'published' || !row.ownerListed)) {
    throw notFound('Item not found', 'item_not_found');
  }
  const detail = toDetail(deps.storage, row, photos.get(id) ?? [], viewer);
  return { ...detail, owner: { ...detail.owner, ...ratingOf(row.ownerRating) } };
}

/** Listings in full (My Listings, the review queue): two queries for the whole page. */
export async function listDetails(
  deps: ItemDeps,
  where: SQL | undefined,
  viewer: ItemViewer,
  order: SQL[],
  limit: number,
): Promise<(ItemDetail & { cursorTime: string })[]> {
  const rows = await detailQuery(deps.db, null, deps.storage.publicBase)
    .where(where)
    .orderBy(...order)
    .limit(limit);
  const photos = await listItemPhotos(
    deps.db,
    deps.storage,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toDetail(deps.storage, row, photos.get(row.id) ?? [], viewer),
    cursorTime: row.cursorTime,
  }));
}

/** The most listings one owner's My Listings shows at once. */
const OWN_LISTINGS_LIMIT = 200;

/** My Listings: every listing of the owner, whatever its review state, newest first. */
export async function listOwnItems(deps: ItemDeps, owner: ItemActor): Promise<OwnListing[]> {
  const listings = await listDetails(
    deps,
    eq(items.ownerId, owner.id),
    owner,
    [desc(items.createdAt), desc(items.id)],
    OWN_LISTINGS_LIMIT,
  );
  return listings.map(({ cursorTime: _cursor, ...listing }) => listing);
}

/**
 * How many listings an owner has, for the profile page: `publishedOnly` for what others see,
 * `since` for the month's trend ('+2 this month').
 */
export async function countOwnerListings(
  db: Db,
  ownerId: string,
  options: { publishedOnly?: boolean; since?: Date } = {},
): Promise<number> {
  const conditions: SQL[] = [eq(items.ownerId, ownerId)];
  if (options.publishedOnly) conditions.push(eq(items.status, 'published'));
  if (options.since) conditions.push(gte(items.createdAt, options.since));
  const [row] = await db
    .select({ count: count() })
    .from(items)
    .where(and(...conditions));
  return Number(row?.count ?? 0);
}
