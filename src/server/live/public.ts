// What other domains may use from this one. Import it from here, never from the files behind it
// (biome.json enforces this; docs/ARCHITECTURE.md explains the rooms).

export type { LiveEvent } from './events';
export { publishLive } from './events';
export type { LiveHub } from './hub';
