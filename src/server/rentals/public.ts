// What other domains may use from this one. Import it from here, never from the files behind it
// (biome.json enforces this; docs/ARCHITECTURE.md explains the rooms).
export { rentalActorOf, rentalDepsOf } from './actor';
export { decideDispute, listDisputes } from './claim-service';
export type { RentalActor, RentalDeps } from './context';
export { nowOf } from './context';
export { releaseUnpaidCheckout } from './lifecycle';
export { confirmPaidSession, findPaymentBySession } from './payment-confirmation';
export { closeProviderDispute, type DisputeOutcome } from './provider-dispute-close';
export { findRental } from './queries';
export { sendRefund } from './refunds';
export { nameOf, sendRentalReminders } from './rental-events';
export { countItemsRented } from './stats';
export type { OwnerPayoutView } from './transfers';
export {
  freezeTransfersOf,
  markTransferReversed,
  markTransfersPaid,
  markTransfersPayoutFailed,
  ownerPayouts,
  releaseHeldTransfers,
  sendTransfer,
} from './transfers';
