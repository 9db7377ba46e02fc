/** The admin performing an action, as the services record it in the audit log. */
export interface AdminActor {
  id: string;
  /** The client address for the audit trail; null when unknown. */
  ipAddress: string | null;
}
