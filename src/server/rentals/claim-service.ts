import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DisputeDecision } from '../../shared/schemas/claims';
import { claimPhotos, damageClaims, rentals } from '../db/schema';
import { badRequest, forbidden, notFound } from '../errors';
import { checkInDataOf } from './check-in-views';
import { claimPhotosOfRentals } from './claim-photos';
import { moveClaim } from './claims';
import { nowOf, type RentalActor, type RentalDeps } from './context';
import { runAfterCommit } from './lifecycle';
import { findRental, relationOf } from './queries';

/**
 * The renter's answer to a damage claim: accept (settles as claimed) or dispute with their words
 * and, if they have them, photos (the claim goes to /admin/disputes).
 */
export async function answerClaim(
  deps: RentalDeps,
  rentalId: string,
  answer: { kind: 'accept' } | { kind: 'dispute'; statement: string; photoIds: string[] },
  actor: RentalActor,
): Promise<{ status: 'settled' | 'disputed' }> {
  const rental = await findRental(deps.db, rentalId);
  const relation = rental ? relationOf(rental, actor) : null;
  if (!rental || !relation) throw notFound('Rental not found');
  if (relation !== 'renter') throw forbidden('Only the renter answers a damage claim.');
  if (answer.kind === 'dispute' && answer.photoIds.length > 0) {
    const mine = await deps.db
      .select({ id: claimPhotos.id })
      .from(claimPhotos)
      .where(
        and(
          eq(claimPhotos.rentalId, rentalId),
          eq(claimPhotos.uploaderId, actor.id),
          inArray(claimPhotos.id, answer.photoIds),
        ),
      );
    if (mine.length !== new Set(answer.photoIds).size) throw badRequest('Photo not found', 'photo_not_found');
  }
  const moved = await moveClaim(
    deps.db,
    nowOf(deps),
    rentalId,
    { kind: answer.kind, by: 'renter' },
    { userId: actor.id, statement: answer.kind === 'dispute' ? answer.statement : undefined },
  );
  await runAfterCommit(deps, moved);
  return { status: moved.claim.status === 'disputed' ? 'disputed' : 'settled' };
}

/** /admin/disputes: an admin settles a disputed claim (refund all, keep part, keep all). */
export async function decideDispute(
  deps: RentalDeps,
  rentalId: string,
  input: { decision: DisputeDecision; amountKept?: number },
  actor: RentalActor,
): Promise<{ status: 'settled' }> {
  const moved = await moveClaim(
    deps.db,
    nowOf(deps),
    rentalId,
    { kind: 'decide', by: 'admin', decision: input.decision, amountKept: input.amountKept },
    { userId: actor.id },
  );
  await runAfterCommit(deps, moved);
  return { status: 'settled' };
}

/** The admin queue: disputed claims, oldest dispute first, with both sides' words and photos. */
export async function listDisputes(deps: RentalDeps) {
  const rows = await deps.db
    .select({ claim: damageClaims, rental: rentals })
    .from(damageClaims)
    .innerJoin(rentals, eq(rentals.id, damageClaims.rentalId))
    .where(eq(damageClaims.status, 'disputed'))
    .orderBy(asc(damageClaims.disputedAt))
    .limit(100);
  const rentalIds = rows.map((row) => row.rental.id);
  const photos = rows.length ? await claimPhotosOfRentals(deps.db, deps.storage, rentalIds) : [];
  const checkIns = await checkInDataOf(deps.db, deps.storage, rentalIds);
  // The condition at the pick-up and at the return, as both sides recorded and confirmed it.
  const checkInOf = (rentalId: string, step: 'pickup' | 'return') => {
    const row = checkIns.rows.find((entry) => entry.rentalId === rentalId && entry.step === step);
    if (!row) return null;
    return {
      recordedAt: row.recordedAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      notes: row.notes,
      photos: checkIns.photos
        .filter((photo) => photo.rentalId === rentalId && photo.step === step)
        .map(({ id, url, fullUrl }) => ({ id, url, fullUrl })),
    };
  };
  return rows.map(({ claim, rental }) => {
    const mine = (uploaderId: string | null) =>
      photos.filter((photo) => photo.rentalId === rental.id && photo.uploaderId === uploaderId);
    return {
      rentalId: rental.id,
      itemTitle: rental.itemTitle,
      startDate: rental.startDate,
      endDate: rental.endDate,
      securityDeposit: rental.securityDeposit,
      amountClaimed: claim.amountClaimed,
      ownerReason: claim.reason,
      renterStatement: claim.renterStatement,
      disputedAt: claim.disputedAt?.toISOString() ?? null,
      ownerPhotos: mine(rental.ownerId),
      renterPhotos: mine(rental.renterId),
      checkIns: { pickup: checkInOf(rental.id, 'pickup'), return: checkInOf(rental.id, 'return') },
    };
  });
}
