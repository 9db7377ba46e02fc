// What other domains may use from this one. Import it from here, never from the files behind it
// (biome.json enforces this; docs/ARCHITECTURE.md explains the rooms).

export { preview as messagePreview } from './message-events';
export type { ResponseStats } from './response-stats';
export { responseStats } from './response-stats';
export { unreadMessageCount } from './service';
