// The schema registry drizzle needs (for migrations and the relational query API): one line per
// domain file. This is the only re-export file on the server.

export * from './admin';
export * from './audit';
export * from './auth';
export * from './check-ins';
export * from './identity';
export * from './items';
export * from './messaging';
export * from './notifications';
export * from './outbox-mail';
export * from './payments';
export * from './payouts';
export * from './profiles';
export * from './rental-extensions';
export * from './rentals';
export * from './reviews';
export * from './search';
export * from './support';
export * from './system-settings';
export * from './wishlist';
