// What other domains may use from this one. Import it from here, never from the files behind it
// (biome.json enforces this; docs/ARCHITECTURE.md explains the rooms).

export type { Actor } from './actor';
export { adminOnly } from './admin-only';
export { loadAuthLibrary } from './auth';
export { clientIp } from './client-ip';
export type { RateRule } from './rate-limit';
export { consumeRateLimit, isLoopback } from './rate-limit';
export type { Role } from './roles';
export { getRole, setRole, setRoleByEmail } from './roles';
export type { SessionUser } from './session';
export { requireAdmin, requireUser, signedInOnly } from './session';
export { forgetSessionsOf } from './session-cache';
