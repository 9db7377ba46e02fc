// What other domains' tests may use from this one (test helpers and internals they drive).
export { createPaymentProvider } from './payments/create-payment-provider';
export { createStorage } from './storage/create-storage';
export { LocalDiskStorage } from './storage/local-disk-storage';
export type { ObjectStorage, PutOptions } from './storage/storage';
