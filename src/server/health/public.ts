// What other domains may use from this one. Import it from here, never from the files behind it
// (biome.json enforces this; docs/ARCHITECTURE.md explains the rooms).

export { keptLiveness, type Liveness } from './liveness';
export { healthProbes } from './probe';
export type { ServiceHealth } from './service-health';
