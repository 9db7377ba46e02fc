// What other domains' tests may use from this one (test helpers and internals they drive).
export { createAccounts } from './auth';
export { userIdByEmail } from './route-helpers';
export { requireAdmin, sessionMiddleware } from './session';
