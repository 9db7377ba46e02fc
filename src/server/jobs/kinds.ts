/**
 * Every kind of background job and the data it carries. Jobs carry data (who, which template,
 * which parameters), never a rendered email: the worker renders at send time, in the recipient's
 * language once emails are localised.
 */
export interface JobKinds {
  /** better-auth's account emails. `url` holds a one-time token: never logged. */
  'mail.account': {
    template: 'verification' | 'reset_password' | 'existing_account';
    to: string;
    url: string;
  };
  /** An admin's decision told to the member (suspended, restored, identity checked). */
  'mail.account_notice': {
    userId: string;
    to: string;
    notice: 'suspended' | 'restored' | 'identity_approved' | 'identity_rejected';
    reason?: string;
  };
  /** The email of one notification (skipped by the recipient's settings). */
  'mail.notification': { notificationId: string };
  /** An object a row no longer references. */
  'storage.delete': { key: string; visibility: 'public' | 'private' };
}

export type JobKind = keyof JobKinds;

export const JOB_KINDS = [
  'mail.account',
  'mail.account_notice',
  'mail.notification',
  'storage.delete',
] as const satisfies readonly JobKind[];

/** Who a job is for, for the dead-job log line and the admin page: never a token or a URL. */
export function jobRecipient(kind: string, data: unknown): string | null {
  const value = (data ?? {}) as Record<string, unknown>;
  if (kind === 'mail.account' || kind === 'mail.account_notice') return String(value.to ?? '');
  if (kind === 'mail.notification') return `notification ${String(value.notificationId ?? '')}`;
  if (kind === 'storage.delete') return String(value.key ?? '');
  return null;
}
