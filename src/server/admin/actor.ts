import type { Actor } from '../auth/public';

/** The admin performing an action, as the services record it in the audit log. */
export type AdminActor = Pick<Actor, 'id' | 'ipAddress'>;
