import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Actor } from '../auth/public';
import type { Db } from '../db/client';
import { itemPhotos, items } from '../db/schema';
import { AppError, conflict, notFound } from '../errors';
import type { ObjectStorage } from '../platform/public';
import { type ImagePurpose, queueFileDeletes, storeImage, type UploadedFile } from '../uploads/public';
import type { ItemPhoto } from './present';

/**
 * Listing photos: a card size (400 x 300, cropped to fill the card) and a full size (at most
 * 1600 px on the long side, never enlarged), both WebP without metadata.
 */
export function itemPhotoPurpose(userId: string): ImagePurpose {
  return {
    prefix: `items/${userId}`,
    variants: [
      { name: 'card', width: 400, height: 300, fit: 'cover', quality: 78 },
      { name: 'full', width: 1600, height: 1600, fit: 'inside', quality: 82 },
    ],
  };
}

/** Photos uploaded but not yet saved with a listing are kept this long, then removed. */
const UNCLAIMED_TTL_MS = 24 * 60 * 60 * 1000;
/** Enough for two drafts of ten photos; beyond that, save or remove some first. */
const MAX_UNCLAIMED_PER_USER = 20;

export type PhotoActor = Pick<Actor, 'id' | 'isAdmin'>;

type PhotoRow = typeof itemPhotos.$inferSelect;

export function toPhoto(storage: ObjectStorage, row: PhotoRow): ItemPhoto {
  return {
    id: row.id,
    card: { url: storage.publicUrl(row.cardKey), width: row.cardWidth, height: row.cardHeight },
    full: { url: storage.publicUrl(row.fullKey), width: row.fullWidth, height: row.fullHeight },
  };
}

export function photoFileKeys(rows: readonly Pick<PhotoRow, 'cardKey' | 'fullKey'>[]): string[] {
  return rows.flatMap((row) => [row.cardKey, row.fullKey]);
}

/** Removes the user's photos that were uploaded but never saved with a listing, once they are stale. */
async function removeStaleUnclaimed(db: Db, userId: string): Promise<void> {
  const cutoff = new Date(Date.now() - UNCLAIMED_TTL_MS);
  await db.transaction(async (tx) => {
    const stale = await tx
      .delete(itemPhotos)
      .where(and(eq(itemPhotos.ownerId, userId), isNull(itemPhotos.itemId), lt(itemPhotos.createdAt, cutoff)))
      .returning({ cardKey: itemPhotos.cardKey, fullKey: itemPhotos.fullKey });
    await queueFileDeletes(tx, photoFileKeys(stale));
  });
}

/**
 * Checks and stores one photo for a listing that is being written (spec section 5: sign-in,
 * image by content, at most 5 MB). It belongs to its uploader until a listing claims it.
 */
export async function uploadItemPhoto(
  deps: { db: Db; storage: ObjectStorage },
  file: UploadedFile,
  actor: { id: string },
): Promise<ItemPhoto> {
  await removeStaleUnclaimed(deps.db, actor.id);
  const [pending] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(itemPhotos)
    .where(and(eq(itemPhotos.ownerId, actor.id), isNull(itemPhotos.itemId)));
  if ((pending?.count ?? 0) >= MAX_UNCLAIMED_PER_USER) {
    throw conflict('Please save your listing or remove some photos before adding more.', 'too_many_photos');
  }
  const stored = await storeImage(deps.storage, file, itemPhotoPurpose(actor.id), (keys) =>
    queueFileDeletes(deps.db, keys),
  );
  const card = stored.variants.card;
  const full = stored.variants.full;
  if (!card || !full) throw new AppError('internal', 500, 'Something went wrong. Please try again later.');
  const [row] = await deps.db
    .insert(itemPhotos)
    .values({
      ownerId: actor.id,
      cardKey: card.key,
      cardWidth: card.width,
      cardHeight: card.height,
      fullKey: full.key,
      fullWidth: full.width,
      fullHeight: full.height,
    })
    .returning();
  return toPhoto(deps.storage, row!);
}

/**
 * Removes a photo: an unsaved one by its uploader, a listing's photo by the listing's owner or an
 * admin. Anyone else is told it does not exist.
 */
export async function deleteItemPhoto(
  deps: { db: Db; storage: ObjectStorage },
  photoId: string,
  actor: PhotoActor,
): Promise<void> {
  const [photo] = await deps.db
    .select({ photo: itemPhotos, itemOwner: items.ownerId })
    .from(itemPhotos)
    .leftJoin(items, eq(items.id, itemPhotos.itemId))
    .where(eq(itemPhotos.id, photoId))
    .limit(1);
  if (!photo) throw notFound('Photo not found', 'photo_not_found');
  const owner = photo.itemOwner ?? photo.photo.ownerId;
  if (owner !== actor.id && !actor.isAdmin) throw notFound('Photo not found', 'photo_not_found');
  await deps.db.transaction(async (tx) => {
    await tx.delete(itemPhotos).where(eq(itemPhotos.id, photoId));
    if (photo.photo.itemId) await renumber(tx, photo.photo.itemId);
    await queueFileDeletes(tx, photoFileKeys([photo.photo]));
  });
}

async function renumber(db: Db, itemId: string): Promise<void> {
  const rows = await db
    .select({ id: itemPhotos.id })
    .from(itemPhotos)
    .where(eq(itemPhotos.itemId, itemId))
    .orderBy(itemPhotos.position, itemPhotos.createdAt);
  await setOrder(
    db,
    itemId,
    rows.map((row) => row.id),
  );
}

async function setOrder(db: Db, itemId: string, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db.update(itemPhotos).set({ itemId, position }).where(eq(itemPhotos.id, id));
  }
}

/**
 * Makes `photoIds` the listing's photos, in that order. Each must already be the listing's, or an
 * unsaved photo the actor uploaded; photos the listing had that are left out are deleted (their
 * keys are returned so the files go once the transaction has committed). Returns whether a photo
 * was added, which sends an edited listing back to review.
 */
export async function replaceItemPhotos(
  db: Db,
  itemId: string,
  ownerId: string,
  photoIds: readonly string[],
  actor: { id: string },
): Promise<{ added: boolean; removedKeys: string[] }> {
  const current = await db.select().from(itemPhotos).where(eq(itemPhotos.itemId, itemId));
  const currentIds = new Set(current.map((row) => row.id));
  const newIds = photoIds.filter((id) => !currentIds.has(id));
  if (newIds.length > 0) {
    const claimable = await db
      .select({ id: itemPhotos.id })
      .from(itemPhotos)
      .where(
        and(inArray(itemPhotos.id, newIds), isNull(itemPhotos.itemId), eq(itemPhotos.ownerId, actor.id)),
      );
    if (claimable.length !== newIds.length) {
      throw new AppError(
        'invalid_photo',
        400,
        'One of the photos could not be found. Please upload it again.',
      );
    }
  }
  const keep = new Set(photoIds);
  const removed = current.filter((row) => !keep.has(row.id));
  if (removed.length > 0) {
    await db.delete(itemPhotos).where(
      inArray(
        itemPhotos.id,
        removed.map((row) => row.id),
      ),
    );
  }
  if (newIds.length > 0) {
    // Claimed photos belong to the listing's owner from now on (an admin may add them).
    await db.update(itemPhotos).set({ ownerId }).where(inArray(itemPhotos.id, newIds));
  }
  await setOrder(db, itemId, photoIds);
  return { added: newIds.length > 0, removedKeys: photoFileKeys(removed) };
}

/** The photos of some listings, in order, by listing id (one query for a whole page). */
export async function listItemPhotos(
  db: Db,
  storage: ObjectStorage,
  itemIds: readonly string[],
): Promise<Map<string, ItemPhoto[]>> {
  const byItem = new Map<string, ItemPhoto[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select()
    .from(itemPhotos)
    .where(inArray(itemPhotos.itemId, [...itemIds]))
    .orderBy(itemPhotos.itemId, itemPhotos.position, itemPhotos.createdAt);
  for (const row of rows) {
    const list = byItem.get(row.itemId!) ?? [];
    list.push(toPhoto(storage, row));
    byItem.set(row.itemId!, list);
  }
  return byItem;
}
