import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { claimPhotos } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { ObjectStorage } from '../platform/storage/storage';
import { type ImagePurpose, storeImage, type UploadedFile } from '../uploads/upload-service';
import type { RentalActor, RentalDeps } from './context';
import { findRental, relationOf } from './queries';

/** Enough evidence for one claim and one dispute, with some retakes. */
const MAX_PHOTOS_PER_PERSON = 12;

/** Evidence photos are stored like item photos: a card to show in lists and a full size to open. */
function claimPhotoPurpose(rentalId: string): ImagePurpose {
  return {
    prefix: `claims/${rentalId}`,
    variants: [
      { name: 'card', width: 400, height: 300, fit: 'cover', quality: 78 },
      { name: 'full', width: 1600, height: 1600, fit: 'inside', quality: 82 },
    ],
  };
}

export interface ClaimPhoto {
  id: string;
  rentalId: string;
  url: string;
  fullUrl: string;
  uploaderId: string | null;
}

const toPhoto = (storage: ObjectStorage, row: typeof claimPhotos.$inferSelect): ClaimPhoto => ({
  id: row.id,
  rentalId: row.rentalId,
  url: storage.publicUrl(row.cardKey),
  fullUrl: storage.publicUrl(row.fullKey),
  uploaderId: row.uploaderId,
});

/**
 * A photo of damage (the owner, for a damaged return) or of the renter's side (for a dispute),
 * through the same checks as item photos. Only the rental's renter, owner or an admin may add one.
 */
export async function uploadClaimPhoto(
  deps: RentalDeps,
  rentalId: string,
  file: UploadedFile,
  actor: RentalActor,
): Promise<ClaimPhoto> {
  const rental = await findRental(deps.db, rentalId);
  if (!rental || !relationOf(rental, actor)) throw notFound('Rental not found');
  const [mine] = await deps.db
    .select({ n: count() })
    .from(claimPhotos)
    .where(and(eq(claimPhotos.rentalId, rentalId), eq(claimPhotos.uploaderId, actor.id)));
  if ((mine?.n ?? 0) >= MAX_PHOTOS_PER_PERSON) {
    throw conflict('You have added the most photos this rental can take.', 'too_many_photos');
  }
  const stored = await storeImage(deps.storage, file, claimPhotoPurpose(rentalId));
  const [row] = await deps.db
    .insert(claimPhotos)
    .values({
      rentalId,
      uploaderId: actor.id,
      cardKey: stored.variants.card!.key,
      fullKey: stored.variants.full!.key,
    })
    .returning();
  return toPhoto(deps.storage, row!);
}

/** Every evidence photo of these rentals, oldest first. */
export async function claimPhotosOfRentals(
  db: Db,
  storage: ObjectStorage,
  rentalIds: string[],
): Promise<ClaimPhoto[]> {
  const rows = await db
    .select()
    .from(claimPhotos)
    .where(inArray(claimPhotos.rentalId, rentalIds))
    .orderBy(asc(claimPhotos.createdAt));
  return rows.map((row) => toPhoto(storage, row));
}
