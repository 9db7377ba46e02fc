import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { claimPhotos } from '../db/schema';

import type { ObjectStorage } from '../platform/public';

export interface ClaimPhoto {
  id: string;
  rentalId: string;
  url: string;
  fullUrl: string;
  uploaderId: string | null;
}

export const toPhoto = (
  storage: ObjectStorage,
  row: Pick<typeof claimPhotos.$inferSelect, 'id' | 'rentalId' | 'cardKey' | 'fullKey' | 'uploaderId'>,
): ClaimPhoto => ({
  id: row.id,
  rentalId: row.rentalId,
  url: storage.publicUrl(row.cardKey),
  fullUrl: storage.publicUrl(row.fullKey),
  uploaderId: row.uploaderId,
});

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
