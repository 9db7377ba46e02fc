// What other domains may use from this one. Import it from here, never from the files behind it
// (biome.json enforces this; docs/ARCHITECTURE.md explains the rooms).
export { applyPayoutEvent, firstDelivery, isApplied } from './provider-events';
export { payoutRoutes } from './routes';
