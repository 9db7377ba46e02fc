import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { addDays, utcDay } from '../../shared/calendar-day';
import type { ItemCreateInput } from '../../shared/schemas/items';
import { ledgerEntries, rentals } from '../db/schema';
import { verifyIdentity } from '../identity/testing';
import type { ItemDetail } from '../items/testing';
import { approve, createListing } from '../items/testing';
import { createLogger } from '../logger';
import type { PaymentSessionSummary } from '../payments/testing';
import { createPaymentProvider, createStorage } from '../platform/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { TEST_ORIGIN, type TestApp } from '../test/test-app';
import { makePng } from '../uploads/testing';
import type { RentalDeps } from './context';
import { rentalBalances } from './ledger';
import type { RentalView } from './queries';

/** Integration-test helpers for rentals: every call is a request a browser could make. */

export const day = (offset: number) => addDays(utcDay(new Date()), offset);

/** The people of a rental test: an owner, a renter, someone unrelated, and an admin. */
export interface RentalCast {
  owner: SignedIn;
  renter: SignedIn;
  stranger: SignedIn;
  admin: SignedIn;
}

/**
 * Signs the cast up and in. Sign-ups hash passwords (scrypt): slow on a busy machine, so callers
 * give their beforeAll a generous timeout.
 */
export async function signUpRentalCast(t: TestApp): Promise<RentalCast> {
  return {
    owner: await signUpAndSignIn(t, { email: 'owner@example.com', name: 'Olive Owner' }),
    renter: await signUpAndSignIn(t, { email: 'renter@example.com', name: 'Rita Renter' }),
    stranger: await signUpAndSignIn(t, { email: 'stranger@example.com', name: 'Sam Stranger' }),
    admin: await signUpAndSignIn(t, { email: 'admin@example.com', admin: true }),
  };
}

/**
 * A live listing by `owner`: approved by `admin`, and the owner's identity check approved too
 * (required by default before listings go live).
 */
export async function rentableItem(
  t: TestApp,
  owner: SignedIn,
  admin: SignedIn,
  overrides: Partial<ItemCreateInput> = {},
): Promise<ItemDetail> {
  const item = await createListing(t, owner, overrides);
  await approve(t, admin, item.id);
  await verifyIdentity(t, owner, admin);
  return item;
}

export interface CheckoutAnswer {
  rentalId: string;
  paymentId: string;
  sessionId: string;
  url: string;
  subtotal: number;
  commission: number;
  ownerAmount: number;
  securityDeposit: number;
  totalAmount: number;
}

export function checkoutRequest(
  t: TestApp,
  who: SignedIn | undefined,
  body: { itemId: string; rentalDays: number; startDate: string } & Record<string, unknown>,
) {
  return t.request('POST', '/api/rentals/checkout', body, who?.headers);
}

export async function checkout(
  t: TestApp,
  who: SignedIn,
  body: { itemId: string; rentalDays: number; startDate: string },
): Promise<CheckoutAnswer> {
  const res = await checkoutRequest(t, who, body);
  if (res.status !== 201) throw new Error(`checkout failed (${res.status}): ${await res.text()}`);
  return (await res.json()) as CheckoutAnswer;
}

export const GOOD_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12 / 34',
  cvc: '123',
  name: 'Rita Renter',
};
export const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };

export function payRequest(t: TestApp, who: SignedIn, sessionId: string, card = GOOD_CARD) {
  return t.request('POST', `/api/payments/sandbox/sessions/${sessionId}/pay`, card, who.headers);
}

/** Books and pays (sandbox): the rental is active afterwards. */
export async function bookAndPay(
  t: TestApp,
  renter: SignedIn,
  body: { itemId: string; rentalDays: number; startDate: string },
): Promise<CheckoutAnswer> {
  const started = await checkout(t, renter, body);
  const res = await payRequest(t, renter, started.sessionId);
  if (res.status !== 200) throw new Error(`pay failed (${res.status}): ${await res.text()}`);
  return started;
}

export async function verify(t: TestApp, who: SignedIn, sessionId: string) {
  return t.request(
    'POST',
    `/api/payments/sessions/${encodeURIComponent(sessionId)}/verify`,
    undefined,
    who.headers,
  );
}

export async function verified(t: TestApp, who: SignedIn, sessionId: string): Promise<PaymentSessionSummary> {
  const res = await verify(t, who, sessionId);
  if (res.status !== 200) throw new Error(`verify failed (${res.status}): ${await res.text()}`);
  return ((await res.json()) as { payment: PaymentSessionSummary }).payment;
}

export async function rentalAs(t: TestApp, who: SignedIn, rentalId: string): Promise<RentalView> {
  const res = await t.request('GET', `/api/rentals/${rentalId}`, undefined, who.headers);
  if (res.status !== 200) throw new Error(`get rental failed (${res.status}): ${await res.text()}`);
  return ((await res.json()) as { rental: RentalView }).rental;
}

export async function listAs(t: TestApp, who: SignedIn, role: 'renting' | 'lending'): Promise<RentalView[]> {
  const res = await t.request('GET', `/api/rentals?role=${role}`, undefined, who.headers);
  if (res.status !== 200) throw new Error(`list failed (${res.status}): ${await res.text()}`);
  return ((await res.json()) as { rentals: RentalView[] }).rentals;
}

/** The use-case deps over the test app's database, for calling the sweep directly. */
export function rentalDepsFor(t: TestApp, overrides: Partial<RentalDeps> = {}): RentalDeps {
  return {
    db: t.database.db,
    payments: createPaymentProvider(t.config, t.database.db),
    storage: createStorage(t.config),
    publicUrl: t.config.publicUrl,
    logger: createLogger('silent'),
    ...overrides,
  };
}

/** Makes a rental's hold (and its sandbox session) run out, as if 15 minutes had passed. */
export async function expireHold(t: TestApp, rentalId: string) {
  await t.database.db
    .update(rentals)
    .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
    .where(eq(rentals.id, rentalId));
  await t.database.db.execute(
    sql`update sandbox_checkout_sessions set expires_at = now() - interval '1 minute' where reference in (select id::text from payments where rental_id = ${rentalId})`,
  );
}

/** Moves a rental's period into the past (both dates, keeping its length), as time passing would. */
export async function shiftPeriod(t: TestApp, rentalId: string, startDate: string) {
  await t.database.db
    .update(rentals)
    .set({ startDate, endDate: sql`${startDate}::date + ${rentals.rentalDays}` })
    .where(eq(rentals.id, rentalId));
}

export async function ledgerOf(t: TestApp, rentalId: string) {
  return t.database.db
    .select({ event: ledgerEntries.event, kind: ledgerEntries.kind, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.rentalId, rentalId))
    .orderBy(ledgerEntries.id);
}

/** The ledger identity for a rental: charge = fee + payouts + deposit still held + refunds. */
export async function expectLedgerBalanced(t: TestApp, rentalId: string) {
  const b = await rentalBalances(t.database.db, rentalId);
  expect(b.charge).toBe(b.platform_fee + b.owner_payout + b.deposit_held + b.refund);
  return b;
}

/** Uploads one check-in photo (a PNG, or the given bytes) as `who`; answers the response. */
export async function checkInPhotoRequest(
  t: TestApp,
  who: SignedIn | undefined,
  rentalId: string,
  bytes?: Uint8Array,
) {
  const form = new FormData();
  const body = bytes ?? (await makePng());
  form.append('file', new File([Buffer.from(body)], 'condition.png', { type: 'image/png' }));
  return t.app.request(`/api/rentals/${rentalId}/check-in-photos`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, ...who?.headers },
    body: form,
  });
}

export async function uploadCheckInPhoto(t: TestApp, who: SignedIn, rentalId: string): Promise<string> {
  const res = await checkInPhotoRequest(t, who, rentalId);
  if (res.status !== 201) throw new Error(`check-in photo failed (${res.status}): ${await res.text()}`);
  return ((await res.json()) as { photo: { id: string } }).photo.id;
}

export const checkInRequest = (
  t: TestApp,
  who: SignedIn,
  rentalId: string,
  step: 'pickup' | 'return',
  body: unknown,
  action: '' | '/code' | '/confirm' = '',
) => t.request('POST', `/api/rentals/${rentalId}/check-ins/${step}${action}`, body, who.headers);

/** `who` records a check-in with `photos` new photos; answers the code their phone shows. */
export async function recordCheckIn(
  t: TestApp,
  who: SignedIn,
  rentalId: string,
  step: 'pickup' | 'return',
  photos = 1,
): Promise<string> {
  const photoIds: string[] = [];
  for (let n = 0; n < photos; n++) photoIds.push(await uploadCheckInPhoto(t, who, rentalId));
  const res = await checkInRequest(t, who, rentalId, step, { photoIds, notes: 'Scratch on the handle' });
  if (res.status !== 201) throw new Error(`check-in failed (${res.status}): ${await res.text()}`);
  return ((await res.json()) as { checkIn: { code: string } }).checkIn.code;
}

export { sweepRentals } from './sweep';
/** Uploads one photo of damage to a rental (as `who`), for a damaged return: answers its id. */
export async function uploadClaimPhoto(t: TestApp, rentalId: string, who: SignedIn): Promise<string> {
  const form = new FormData();
  form.append('file', new File([Buffer.from(await makePng())], 'damage.png', { type: 'image/png' }));
  const res = await t.app.request(`/api/rentals/${rentalId}/claim-photos`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, ...who.headers },
    body: form,
  });
  if (res.status !== 201) throw new Error(`photo upload failed (${res.status}): ${await res.text()}`);
  return ((await res.json()) as { photo: { id: string } }).photo.id;
}
