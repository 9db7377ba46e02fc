import type { EmailJob } from '../emails/public';

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
  /** The orphan sweep of one time window (uploads/orphan-sweep.ts): objects no row references. */
  'storage.sweep': { window: number };
  /**
   * One booked refund line carried out with the payment provider (payments/refunds.ts). Enqueued
   * by bookEvent in the transaction that books the line; the line's id is the job's key and the
   * provider's idempotency key, so the money goes back once however often the job runs.
   */
  'payment.refund': { entryId: number; rentalId: string };
  /** One transfer of an owner's money to their payout account (payouts/transfers.ts). */
  'payouts.transfer': { transferId: string };
}

export type JobKind = keyof JobKinds;

export const JOB_KINDS = [
  'mail.send',
  'mail.notification',
  'storage.delete',
  'storage.sweep',
  'payment.refund',
  'payouts.transfer',
] as const satisfies readonly JobKind[];

/** Who a job is for, for the dead-job log line and the admin page: never a token or a URL. */
export function jobRecipient(kind: string, data: unknown): string | null {
  const value = (data ?? {}) as Record<string, unknown>;
  if (kind === 'mail.send') return String(value.to ?? '');
  if (kind === 'mail.notification') return `notification ${String(value.notificationId ?? '')}`;
  if (kind === 'storage.delete') return String(value.key ?? '');
  if (kind === 'storage.sweep') return 'storage';
  if (kind === 'payment.refund')
    return `rental ${String(value.rentalId ?? '')} refund ${String(value.entryId ?? '')}`;
  if (kind === 'payouts.transfer') return `transfer ${String(value.transferId ?? '')}`;
  return null;
}
