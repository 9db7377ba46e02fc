import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import type { CheckInStep } from '../../shared/schemas/check-ins';
import type { Db } from '../db/client';
import { checkInPhotos } from '../db/schema';
import type { ObjectStorage } from '../platform/public';

export interface CheckInPhoto {
  id: string;
  url: string;
  fullUrl: string;
}

/** The photos of the recorded check-ins of these rentals, oldest first. */
export async function checkInPhotosOf(
  db: Db,
  storage: ObjectStorage,
  rentalIds: string[],
): Promise<(CheckInPhoto & { rentalId: string; step: CheckInStep })[]> {
  if (rentalIds.length === 0) return [];
  const rows = await db
    .select()
    .from(checkInPhotos)
    .where(and(inArray(checkInPhotos.rentalId, rentalIds), isNotNull(checkInPhotos.step)))
    .orderBy(asc(checkInPhotos.createdAt), asc(checkInPhotos.id));
  return rows.map((row) => ({
    id: row.id,
    rentalId: row.rentalId,
    step: row.step as CheckInStep,
    url: storage.publicUrl(row.cardKey),
    fullUrl: storage.publicUrl(row.fullKey),
  }));
}
