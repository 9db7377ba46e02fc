// What other domains may use from this one. Import it from here, never from the files behind it
// (biome.json enforces this; docs/ARCHITECTURE.md explains the rooms).
export type { AppDeps, AppEnv, ResolvedDeps } from './context';
export { JsonText, jsonArray, jsonTextOf } from './json-text';
export { type PublicReads, publicJson, visitorJsonUnlessNamed } from './public-reads';
export { requestIdOf } from './request-log';
export { appWideHeaders } from './security';
export { validate } from './validate';
export { type PageRequest, withEmbeddedAnswer, withJsonBlock, withPreloads } from './web-app';
