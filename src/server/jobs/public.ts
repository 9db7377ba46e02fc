// What other domains may use from this one. Import it from here, never from the files behind it
// (biome.json enforces this; docs/ARCHITECTURE.md explains the rooms).
export { enqueueJob } from './enqueue';
export { JOB_KINDS } from './kinds';
export type { JobQueue } from './queue';
export { migrateJobSchema } from './schema';
export type { ExecuteSql } from './sql-adapter';
