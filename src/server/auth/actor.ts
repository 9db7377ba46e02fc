/**
 * Who is acting, once for every domain. A service names the fields it needs
 * (`Pick<Actor, 'id' | 'isAdmin'>`), so a caller passes the same person everywhere.
 */
export interface Actor {
  id: string;
  email: string;
  isAdmin: boolean;
  /** The client address for the audit trail; null when unknown. */
  ipAddress: string | null;
}
