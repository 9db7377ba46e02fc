import { inArray } from 'drizzle-orm';
import { type CheckInStep, HANDOVER_CODE_ATTEMPTS } from '../../shared/schemas/check-ins';
import type { Db } from '../db/client';
import { rentalCheckIns, type rentals } from '../db/schema';
import type { ObjectStorage } from '../platform/public';
import { type CheckInPhoto, checkInPhotosOf } from './check-in-photos';
import { type CheckInRow, confirmRefusal, recordRefusal } from './check-in-rules';

type RentalRow = typeof rentals.$inferSelect;

/** One check-in as either side sees it; the code only on the recorder's own screen. */
export interface CheckInView {
  recorded: {
    by: 'owner' | 'renter' | null;
    recordedAt: string;
    notes: string;
    photos: CheckInPhoto[];
    confirmedAt: string | null;
  } | null;
  /** The code to show the other side, while it can still be typed (recorder only). */
  code: string | null;
  codeExpiresAt: string | null;
  canRecord: boolean;
  canConfirm: boolean;
}

export type CheckInViews = Record<CheckInStep, CheckInView>;

export interface CheckInData {
  rows: CheckInRow[];
  photos: (CheckInPhoto & { rentalId: string; step: CheckInStep })[];
}

/** The check-ins and their photos of these rentals, in two queries. */
export async function checkInDataOf(
  db: Db,
  storage: ObjectStorage,
  rentalIds: string[],
): Promise<CheckInData> {
  if (rentalIds.length === 0) return { rows: [], photos: [] };
  const [rows, photos] = await Promise.all([
    db.select().from(rentalCheckIns).where(inArray(rentalCheckIns.rentalId, rentalIds)),
    checkInPhotosOf(db, storage, rentalIds),
  ]);
  return { rows, photos };
}

const sideOf = (rental: RentalRow, userId: string | null) =>
  userId === null ? null : userId === rental.ownerId ? 'owner' : userId === rental.renterId ? 'renter' : null;

/** What `viewer` sees of a rental's two check-ins, and what they may do (as the server decides). */
export function checkInViewsOf(
  rental: RentalRow,
  data: CheckInData,
  viewer: { id: string; party: boolean },
  now: Date,
  today: string,
): CheckInViews {
  const view = (step: CheckInStep): CheckInView => {
    const row = data.rows.find((entry) => entry.rentalId === rental.id && entry.step === step);
    const mine = row?.recordedBy === viewer.id;
    const codeLive =
      row &&
      mine &&
      !row.confirmedAt &&
      row.codeAttempts < HANDOVER_CODE_ATTEMPTS &&
      row.codeExpiresAt.getTime() > now.getTime();
    return {
      recorded: row
        ? {
            by: sideOf(rental, row.recordedBy),
            recordedAt: row.recordedAt.toISOString(),
            notes: row.notes,
            photos: data.photos
              .filter((photo) => photo.rentalId === rental.id && photo.step === step)
              .map(({ id, url, fullUrl }) => ({ id, url, fullUrl })),
            confirmedAt: row.confirmedAt?.toISOString() ?? null,
          }
        : null,
      code: codeLive ? row.code : null,
      codeExpiresAt: mine && row && !row.confirmedAt ? row.codeExpiresAt.toISOString() : null,
      canRecord: viewer.party && recordRefusal(rental, row, viewer.id, today) === null,
      canConfirm: viewer.party && confirmRefusal(rental, step, row, viewer.id) === null,
    };
  };
  return { pickup: view('pickup'), return: view('return') };
}
