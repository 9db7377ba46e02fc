import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { CheckInStep, RecordCheckInInput } from '../../../shared/schemas/check-ins';
import type { ClaimDisputeInput } from '../../../shared/schemas/claims';
import type {
  CheckoutRequest,
  NoShowInput,
  ProcessReturnInput,
  RentalRole,
  SandboxCardInput,
} from '../../../shared/schemas/rentals';
import { api, unwrap } from '../../lib/api-client';

/** Response types come from the server's routes through the typed client. */
export type RentalView = InferResponseType<typeof api.rentals.$get, 200>['rentals'][number];
export type Availability = InferResponseType<(typeof api.rentals.availability)[':itemId']['$get'], 200>;
export type BookedRange = Availability['booked'][number];
export type CheckoutStarted = InferResponseType<typeof api.rentals.checkout.$post, 201>;
export type PaymentSummary = InferResponseType<
  (typeof api.payments.sessions)[':sessionId']['verify']['$post'],
  200
>['payment'];
export type SandboxCheckout = InferResponseType<
  (typeof api.payments.sandbox.sessions)[':sessionId']['$get'],
  200
>['checkout'];

export const rentalKeys = {
  all: ['rentals'] as const,
  list: (role: RentalRole) => ['rentals', 'list', role] as const,
  availability: (itemId: string) => ['rentals', 'availability', itemId] as const,
  session: (sessionId: string) => ['rentals', 'session', sessionId] as const,
  sandbox: (sessionId: string) => ['rentals', 'sandbox', sessionId] as const,
};

/** My Rentals, one tab. Refetched when the tab regains focus: payment happens in another tab. */
export const rentalsQuery = (role: RentalRole) =>
  queryOptions({
    queryKey: rentalKeys.list(role),
    queryFn: () => unwrap(api.rentals.$get({ query: { role } })),
    select: (data) => data.rentals,
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: false,
  });

/** The dates an item cannot be booked for, and the longest rental allowed. */
export const availabilityQuery = (itemId: string) =>
  queryOptions({
    queryKey: rentalKeys.availability(itemId),
    queryFn: () => unwrap(api.rentals.availability[':itemId'].$get({ param: { itemId } })),
    staleTime: 0,
  });

/** The success pages: the server verifies the session with the provider (and confirms it once). */
export const paymentSessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: rentalKeys.session(sessionId),
    queryFn: async () =>
      (await unwrap(api.payments.sessions[':sessionId'].verify.$post({ param: { sessionId } }))).payment,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const sandboxCheckoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: rentalKeys.sandbox(sessionId),
    queryFn: async () =>
      (await unwrap(api.payments.sandbox.sessions[':sessionId'].$get({ param: { sessionId } }))).checkout,
    retry: false,
  });

export function startCheckout(input: CheckoutRequest) {
  return unwrap(api.rentals.checkout.$post({ json: input }));
}

export function paySandbox(sessionId: string, card: SandboxCardInput) {
  return unwrap(api.payments.sandbox.sessions[':sessionId'].pay.$post({ param: { sessionId }, json: card }));
}

export function cancelRental(id: string) {
  return unwrap(api.rentals[':id'].cancel.$post({ param: { id } }));
}

export function reportNoShow(id: string, input: NoShowInput) {
  return unwrap(api.rentals[':id']['no-show'].$post({ param: { id }, json: input }));
}

export function processReturn(id: string, input: ProcessReturnInput) {
  return unwrap(api.rentals[':id'].return.$post({ param: { id }, json: input }));
}

export type UploadedPhoto = { photo: { id: string; url: string; fullUrl: string } };

/** One photo of a rental (multipart: the typed client only speaks JSON). */
function uploadRentalPhoto(rentalId: string, path: 'claim-photos' | 'check-in-photos', file: File) {
  const form = new FormData();
  form.append('file', file);
  return unwrap(
    fetch(`/api/rentals/${encodeURIComponent(rentalId)}/${path}`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    }),
  ) as Promise<UploadedPhoto>;
}

/** One evidence photo of a damage claim or a dispute. */
export const uploadClaimPhoto = (rentalId: string, file: File) =>
  uploadRentalPhoto(rentalId, 'claim-photos', file);

/** One photo of the item's condition for a check-in. */
export const uploadCheckInPhoto = (rentalId: string, file: File) =>
  uploadRentalPhoto(rentalId, 'check-in-photos', file);

export type CheckInView = RentalView['checkIns']['pickup'];

/** Records a check-in; answers the code to show the other side. */
export function recordCheckIn(id: string, step: CheckInStep, input: RecordCheckInInput) {
  return unwrap(api.rentals[':id']['check-ins'][':step'].$post({ param: { id, step }, json: input }));
}

export function renewCheckInCode(id: string, step: CheckInStep) {
  return unwrap(api.rentals[':id']['check-ins'][':step'].code.$post({ param: { id, step } }));
}

export function confirmCheckIn(id: string, step: CheckInStep, code: string) {
  return unwrap(
    api.rentals[':id']['check-ins'][':step'].confirm.$post({ param: { id, step }, json: { code } }),
  );
}

export function acceptClaim(id: string) {
  return unwrap(api.rentals[':id'].claim.accept.$post({ param: { id } }));
}

export function disputeClaim(id: string, input: ClaimDisputeInput) {
  return unwrap(api.rentals[':id'].claim.dispute.$post({ param: { id }, json: input }));
}

export type ExtensionView = NonNullable<RentalView['extension']>;

/** The renter asks for `days` more days (decision 031). */
export function requestExtension(id: string, days: number) {
  return unwrap(api.rentals[':id'].extensions.$post({ param: { id }, json: { days } }));
}

/** The owner's one-tap answer; accepting answers the renter's checkout (they pay from their card). */
export function answerExtension(id: string, extensionId: string, answer: 'accept' | 'decline') {
  const route = api.rentals[':id'].extensions[':extensionId'];
  return answer === 'accept'
    ? unwrap(route.accept.$post({ param: { id, extensionId } }))
    : unwrap(route.decline.$post({ param: { id, extensionId } }));
}

export type BillingSummary = InferResponseType<typeof api.payments.billing.$get, 200>;

/** Settings > Billing & Payments: the user's real payments, refunds, fees and payouts. */
export const billingQuery = queryOptions({
  queryKey: ['rentals', 'billing'] as const,
  queryFn: () => unwrap(api.payments.billing.$get()),
  staleTime: 0,
});
