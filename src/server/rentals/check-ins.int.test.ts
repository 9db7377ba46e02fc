import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, rentalCheckIns, rentals } from '../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { exifHasGps, makeJpegWithGps, makePng } from '../uploads/testing';
import {
  bookAndPay,
  checkInPhotoRequest,
  checkInRequest,
  day,
  type RentalCast,
  recordCheckIn,
  rentableItem,
  rentalAs,
  signUpRentalCast,
  uploadCheckInPhoto,
} from './testing';

let t: TestApp;
let cast: RentalCast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpRentalCast(t);
}, 240_000);
afterAll(() => t.close());

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; details?: Record<string, unknown> } }).error;

/** A paid rental of a $50/day item with a $100 deposit, starting `startOffset` days from today. */
async function paidRental(startOffset = 0) {
  const item = await rentableItem(t, cast.owner, cast.admin, { price: '50.00', deposit: '100.00' });
  const { rentalId } = await bookAndPay(t, cast.renter, {
    itemId: item.id,
    rentalDays: 2,
    startDate: day(startOffset),
  });
  return rentalId;
}

const kindsFor = async (userId: string, rentalId: string) =>
  (
    await t.database.db
      .select({ kind: notifications.kind, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.userId, userId))
  ).filter((row) => (row.params as { rentalId?: string }).rentalId === rentalId);

describe('the pick-up check-in', () => {
  it('owner records photos and gets a code; the renter confirms with it and the rental is handed over', async () => {
    const rentalId = await paidRental();
    const code = await recordCheckIn(t, cast.owner, rentalId, 'pickup', 2);
    expect(code).toMatch(/^\d{6}$/);

    // The renter is told, sees the photos and notes but not the code; the owner's phone shows it.
    expect(await kindsFor(cast.renter.userId, rentalId)).toContainEqual({
      kind: 'check_in_recorded',
      params: expect.objectContaining({ rentalId, step: 'pickup', byName: 'Olive Owner' }),
    });
    const renterView = await rentalAs(t, cast.renter, rentalId);
    expect(renterView.checkIns.pickup).toMatchObject({
      recorded: { by: 'owner', notes: 'Scratch on the handle', confirmedAt: null },
      code: null,
      canConfirm: true,
      canRecord: false,
    });
    expect(renterView.checkIns.pickup.recorded!.photos).toHaveLength(2);
    expect(renterView.handedOverAt).toBeNull();
    const ownerView = await rentalAs(t, cast.owner, rentalId);
    expect(ownerView.checkIns.pickup).toMatchObject({ code, canConfirm: false, canRecord: true });

    // The recorder cannot confirm their own check-in, nor can the other side overwrite it.
    const own = await checkInRequest(t, cast.owner, rentalId, 'pickup', { code }, '/confirm');
    expect(own.status).toBe(409);
    expect((await errorOf(own)).code).toBe('check_in_own');
    const renterPhoto = await uploadCheckInPhoto(t, cast.renter, rentalId);
    const overwrite = await checkInRequest(t, cast.renter, rentalId, 'pickup', { photoIds: [renterPhoto] });
    expect(overwrite.status).toBe(409);
    expect((await errorOf(overwrite)).code).toBe('check_in_taken');

    const before = Date.now();
    const confirmed = await checkInRequest(
      t,
      cast.renter,
      rentalId,
      'pickup',
      { code: ` ${code.slice(0, 3)} ${code.slice(3)}` },
      '/confirm',
    );
    expect(confirmed.status).toBe(200);
    const [row] = await t.database.db.select().from(rentals).where(eq(rentals.id, rentalId));
    expect(row!.handedOverAt).not.toBeNull();
    expect(row!.handedOverAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.status).toBe('active');
    expect((await rentalAs(t, cast.owner, rentalId)).handedOverAt).toBe(row!.handedOverAt!.toISOString());
    expect(await kindsFor(cast.owner.userId, rentalId)).toContainEqual({
      kind: 'check_in_confirmed',
      params: expect.objectContaining({ rentalId, step: 'pickup', byName: 'Rita Renter' }),
    });

    // Final: no second confirmation, no new record, no new code.
    const again = await checkInRequest(t, cast.renter, rentalId, 'pickup', { code }, '/confirm');
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('check_in_done');
    const rerecord = await checkInRequest(t, cast.owner, rentalId, 'pickup', { photoIds: [] });
    expect(rerecord.status).toBe(400);
    const ownerPhoto = await uploadCheckInPhoto(t, cast.owner, rentalId);
    const rerecorded = await checkInRequest(t, cast.owner, rentalId, 'pickup', { photoIds: [ownerPhoto] });
    expect(rerecorded.status).toBe(409);
    expect((await errorOf(rerecorded)).code).toBe('check_in_done');
    const after = await rentalAs(t, cast.owner, rentalId);
    expect(after.checkIns.pickup).toMatchObject({ code: null, canRecord: false, canConfirm: false });
  });

  it('is refused before the start date, and for a rental not under way', async () => {
    const rentalId = await paidRental(3);
    const photoId = await uploadCheckInPhoto(t, cast.owner, rentalId);
    const early = await checkInRequest(t, cast.owner, rentalId, 'pickup', { photoIds: [photoId] });
    expect(early.status).toBe(409);
    expect((await errorOf(early)).code).toBe('check_in_too_early');
    expect((await rentalAs(t, cast.owner, rentalId)).checkIns.pickup.canRecord).toBe(false);

    expect(
      (await t.request('POST', `/api/rentals/${rentalId}/cancel`, undefined, cast.renter.headers)).status,
    ).toBe(200);
    const cancelled = await checkInRequest(t, cast.owner, rentalId, 'pickup', { photoIds: [photoId] });
    expect(cancelled.status).toBe(409);
    expect((await errorOf(cancelled)).code).toBe('check_in_closed');
  });

  it('counts wrong codes, locks after five, expires, and a new code works', async () => {
    const rentalId = await paidRental();
    const code = await recordCheckIn(t, cast.renter, rentalId, 'pickup');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const confirm = (typed: string) =>
      checkInRequest(t, cast.owner, rentalId, 'pickup', { code: typed }, '/confirm');

    const malformed = await confirm('12ab');
    expect(malformed.status).toBe(400);
    const first = await confirm(wrongCode);
    expect(first.status).toBe(409);
    expect(await errorOf(first)).toMatchObject({ code: 'handover_code_wrong', details: { count: 4 } });
    for (let n = 0; n < 3; n++) expect((await confirm(wrongCode)).status).toBe(409);
    const fifth = await confirm(wrongCode);
    expect((await errorOf(fifth)).code).toBe('handover_code_locked');
    // Locked: even the right code no longer works, and the recorder's phone hides it.
    const right = await confirm(code);
    expect(right.status).toBe(409);
    expect((await errorOf(right)).code).toBe('handover_code_locked');
    expect((await rentalAs(t, cast.renter, rentalId)).checkIns.pickup.code).toBeNull();

    // Only the recorder shows a new code.
    const notYours = await checkInRequest(t, cast.owner, rentalId, 'pickup', undefined, '/code');
    expect(notYours.status).toBe(409);
    const renewed = await checkInRequest(t, cast.renter, rentalId, 'pickup', undefined, '/code');
    expect(renewed.status).toBe(200);
    const fresh = ((await renewed.json()) as { checkIn: { code: string } }).checkIn.code;

    // Expired (as if 15 minutes had passed): refused, without costing a try.
    await t.database.db
      .update(rentalCheckIns)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(rentalCheckIns.rentalId, rentalId), eq(rentalCheckIns.step, 'pickup')));
    const expired = await confirm(fresh);
    expect(expired.status).toBe(409);
    expect((await errorOf(expired)).code).toBe('handover_code_expired');

    const renewedAgain = await checkInRequest(t, cast.renter, rentalId, 'pickup', undefined, '/code');
    const last = ((await renewedAgain.json()) as { checkIn: { code: string } }).checkIn.code;
    expect((await confirm(last)).status).toBe(200);
    expect((await rentalAs(t, cast.renter, rentalId)).handedOverAt).not.toBeNull();
  });

  it('two confirmations racing with the right code: exactly one wins, the handover is set once', async () => {
    const rentalId = await paidRental();
    const code = await recordCheckIn(t, cast.owner, rentalId, 'pickup');
    const answers = await Promise.all(
      [0, 1].map(() => checkInRequest(t, cast.renter, rentalId, 'pickup', { code }, '/confirm')),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const loser = answers.find((res) => res.status === 409)!;
    expect((await errorOf(loser)).code).toBe('check_in_done');
    const told = (await kindsFor(cast.owner.userId, rentalId)).filter(
      (row) => row.kind === 'check_in_confirmed',
    );
    expect(told).toHaveLength(1);
  });

  it('lets only the two parties in: a stranger is not told the rental exists, an admin may not confirm', async () => {
    const rentalId = await paidRental();
    const code = await recordCheckIn(t, cast.owner, rentalId, 'pickup');
    const strangerPhoto = await checkInPhotoRequest(t, cast.stranger, rentalId);
    expect(strangerPhoto.status).toBe(404);
    expect((await checkInPhotoRequest(t, undefined, rentalId)).status).toBe(401);
    for (const [who, status] of [
      [cast.stranger, 404],
      [cast.admin, 403],
    ] as const) {
      const confirm = await checkInRequest(t, who, rentalId, 'pickup', { code }, '/confirm');
      expect(confirm.status).toBe(status);
      const renew = await checkInRequest(t, who, rentalId, 'pickup', undefined, '/code');
      expect(renew.status).toBe(status);
    }
    // Someone else's photo cannot be passed off as one's own.
    const renterPhoto = await uploadCheckInPhoto(t, cast.renter, rentalId);
    const borrowed = await checkInRequest(t, cast.owner, rentalId, 'return', { photoIds: [renterPhoto] });
    expect(borrowed.status).toBe(400);
    expect((await errorOf(borrowed)).code).toBe('photo_not_found');
    // The stranger never sees the code; the admin sees the record without it.
    const adminView = await rentalAs(t, cast.admin, rentalId);
    expect(adminView.checkIns.pickup).toMatchObject({ code: null, canConfirm: false, canRecord: false });
    expect(
      (await t.request('GET', `/api/rentals/${rentalId}`, undefined, cast.stranger.headers)).status,
    ).toBe(404);
  });

  it('stores photos without camera metadata', async () => {
    const rentalId = await paidRental();
    const res = await checkInPhotoRequest(t, cast.owner, rentalId, await makeJpegWithGps());
    expect(res.status).toBe(201);
    const { photo } = (await res.json()) as { photo: { url: string; fullUrl: string } };
    for (const url of [photo.url, photo.fullUrl]) {
      const stored = await t.app.request(new URL(url).pathname);
      expect(stored.status).toBe(200);
      const info = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
      expect(exifHasGps(info.exif)).toBe(false);
      expect(info.exif).toBeUndefined();
    }
  });
});

describe('the return check-in and damage claims', () => {
  async function damagedReturn(rentalId: string) {
    const evidence = await uploadClaimPhoto(rentalId);
    return t.request(
      'POST',
      `/api/rentals/${rentalId}/return`,
      { returnCondition: 'damaged', damageReason: 'Cracked guard', photoIds: [evidence] },
      cast.owner.headers,
    );
  }

  async function uploadClaimPhoto(rentalId: string) {
    const form = new FormData();
    form.append('file', new File([Buffer.from(await makePng())], 'damage.png', { type: 'image/png' }));
    const res = await t.app.request(`/api/rentals/${rentalId}/claim-photos`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, ...cast.owner.headers },
      body: form,
    });
    return ((await res.json()) as { photo: { id: string } }).photo.id;
  }

  it('a claim needs return photos; with them, the admin sees the pick-up and return sets side by side', async () => {
    const rentalId = await paidRental();
    const pickupCode = await recordCheckIn(t, cast.owner, rentalId, 'pickup', 2);
    await checkInRequest(t, cast.renter, rentalId, 'pickup', { code: pickupCode }, '/confirm');

    const refused = await damagedReturn(rentalId);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe('return_photos_required');
    expect((await rentalAs(t, cast.owner, rentalId)).status).toBe('active');

    // Recorded by the owner and not (yet) confirmed by the renter: enough for a claim.
    await recordCheckIn(t, cast.owner, rentalId, 'return', 3);
    expect(await kindsFor(cast.renter.userId, rentalId)).toContainEqual({
      kind: 'check_in_recorded',
      params: expect.objectContaining({ step: 'return' }),
    });
    const filed = await damagedReturn(rentalId);
    expect(filed.status).toBe(200);
    const view = await rentalAs(t, cast.renter, rentalId);
    expect(view.status).toBe('returned');
    expect(view.checkIns.pickup.recorded!.photos).toHaveLength(2);
    expect(view.checkIns.return.recorded!.photos).toHaveLength(3);
    // The renter may still confirm the return check-in after the return was processed.
    expect(view.checkIns.return.canConfirm).toBe(true);

    const dispute = await t.request(
      'POST',
      `/api/rentals/${rentalId}/claim/dispute`,
      { statement: 'It was already cracked', photoIds: [] },
      cast.renter.headers,
    );
    expect(dispute.status).toBe(200);
    const res = await t.request('GET', '/api/admin/disputes', undefined, cast.admin.headers);
    const { disputes } = (await res.json()) as {
      disputes: {
        rentalId: string;
        checkIns: Record<'pickup' | 'return', { photos: unknown[]; confirmedAt: string | null } | null>;
      }[];
    };
    const mine = disputes.find((entry) => entry.rentalId === rentalId)!;
    expect(mine.checkIns.pickup!.photos).toHaveLength(2);
    expect(mine.checkIns.pickup!.confirmedAt).not.toBeNull();
    expect(mine.checkIns.return!.photos).toHaveLength(3);
    expect(mine.checkIns.return!.confirmedAt).toBeNull();
  });
});
