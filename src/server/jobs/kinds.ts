import type { EmailJob } from '../emails/payload';

/**
 * Every kind of background job and the data it carries. Jobs carry data (who, which email kind,
 * which parameters), never a rendered email: the worker renders at send time, in the recipient's
 * language (emails/render.ts).
 */
export interface JobKinds {
  /**
   * One email: better-auth's account emails (their `url` holds a one-time token: never logged)
   * and an admin's decision told to the member (suspended, restored, identity checked).
   */
  'mail.send': EmailJob;
  /** The email of one notification (skipped by the recipient's settings). */
  'mail.notification': { notificationId: string };
  /** An object a row no longer references. */
  'storage.delete': { key: string; visibility: 'public' | 'private' };
}

export type JobKind = keyof JobKinds;

export const JOB_KINDS = [
  'mail.send',
  'mail.notification',
  'storage.delete',
] as const satisfies readonly JobKind[];

/** Who a job is for, for the dead-job log line and the admin page: never a token or a URL. */
export function jobRecipient(kind: string, data: unknown): string | null {
  const value = (data ?? {}) as Record<string, unknown>;
  if (kind === 'mail.send') return String(value.to ?? '');
  if (kind === 'mail.notification') return `notification ${String(value.notificationId ?? '')}`;
  if (kind === 'storage.delete') return String(value.key ?? '');
  return null;
}
