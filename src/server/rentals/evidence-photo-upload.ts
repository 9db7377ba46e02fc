import { and, count, eq } from 'drizzle-orm';
import { checkInPhotos, claimPhotos } from '../db/schema';
import { conflict, notFound } from '../errors';
import { type ImagePurpose, queueFileDeletes, storeImage, type UploadedFile } from '../uploads/public';
import type { CheckInPhoto } from './check-in-photos';
import { partyOf } from './check-in-rules';
import { type ClaimPhoto, toPhoto } from './claim-photos';
import type { RentalActor, RentalDeps } from './context';
import { findRental, relationOf } from './queries';

/** Enough evidence for one claim and one dispute, with some retakes. */
const MAX_CLAIM_PHOTOS_PER_PERSON = 12;
/** Six photos for each of the two check-ins, with room for retakes. */
const MAX_CHECK_IN_PHOTOS_PER_PERSON = 24;

/**
 * Evidence photos (claims, check-ins) are stored like item photos: re-encoded without metadata,
 * a card to show in lists and a full size to open.
 */
export function evidencePhotoPurpose(prefix: string): ImagePurpose {
  return {
    prefix,
    variants: [
      { name: 'card', width: 400, height: 300, fit: 'cover', quality: 78 },
      { name: 'full', width: 1600, height: 1600, fit: 'inside', quality: 82 },
    ],
  };
}

/**
 * The one way an evidence photo is added to a rental: within the uploader's allowance for this
 * kind of evidence, stored under `prefix`, then its row written to `table`.
 */
async function storeEvidencePhoto(
  deps: RentalDeps,
  table: typeof claimPhotos | typeof checkInPhotos,
  input: { rentalId: string; uploaderId: string; file: UploadedFile; prefix: string; max: number },
) {
  const [mine] = await deps.db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.rentalId, input.rentalId), eq(table.uploaderId, input.uploaderId)));
  if ((mine?.n ?? 0) >= input.max) {
    throw conflict('You have added the most photos this rental can take.', 'too_many_photos');
  }
  // Files stored before a failure are removed by a job, so they go even while storage is down.
  const stored = await storeImage(deps.storage, input.file, evidencePhotoPurpose(input.prefix), (keys) =>
    queueFileDeletes(deps.db, keys),
  );
  const [row] = await deps.db
    .insert(table)
    .values({
      rentalId: input.rentalId,
      uploaderId: input.uploaderId,
      cardKey: stored.variants.card!.key,
      fullKey: stored.variants.full!.key,
    })
    .returning({ id: table.id, cardKey: table.cardKey, fullKey: table.fullKey });
  return row!;
}

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
  const row = await storeEvidencePhoto(deps, claimPhotos, {
    rentalId,
    uploaderId: actor.id,
    file,
    prefix: `claims/${rentalId}`,
    max: MAX_CLAIM_PHOTOS_PER_PERSON,
  });
  return toPhoto(deps.storage, { ...row, rentalId, uploaderId: actor.id });
}

/**
 * A photo for a check-in, through the same path as item and claim photos (re-encoded, metadata
 * stripped). It belongs to its uploader and the rental until a check-in names it.
 */
export async function uploadCheckInPhoto(
  deps: RentalDeps,
  rentalId: string,
  file: UploadedFile,
  actor: RentalActor,
): Promise<CheckInPhoto> {
  partyOf(await findRental(deps.db, rentalId), actor);
  const row = await storeEvidencePhoto(deps, checkInPhotos, {
    rentalId,
    uploaderId: actor.id,
    file,
    prefix: `check-ins/${rentalId}`,
    max: MAX_CHECK_IN_PHOTOS_PER_PERSON,
  });
  return {
    id: row.id,
    url: deps.storage.publicUrl(row.cardKey),
    fullUrl: deps.storage.publicUrl(row.fullKey),
  };
}
