import type { NotificationContent } from '../../shared/notifications';

/**
 * Every email ShareShed sends, as data: a kind and its parameters. Nothing is worded until the
 * email is rendered (emails/render.ts), at send time, in the recipient's language and with the
 * site name and support address the settings have then. So a queued email is this object.
 */
export type EmailPayload =
  | { kind: 'verify_email'; params: { url: string } }
  | { kind: 'reset_password'; params: { url: string } }
  /** Sent instead of a second account: sign-up never reveals whether an email is registered. */
  | { kind: 'existing_account'; params: Record<string, never> }
  /** To an account's owner at the first refusal of a sign-in guessing limit (decision 009). */
  | { kind: 'password_guessing'; params: Record<string, never> }
  | { kind: 'account_suspended'; params: { reason: string } }
  | { kind: 'account_restored'; params: Record<string, never> }
  | { kind: 'identity_approved'; params: Record<string, never> }
  | { kind: 'identity_rejected'; params: { reason: string } }
  /** A notification's email; `content` is the notification's own data. */
  | { kind: 'notification'; params: { notificationId: string; content: NotificationContent } };

/** One email to send: to whom (the address, and the account whose language it is written in). */
export interface EmailJob {
  to: string;
  /** The recipient's account, whose language setting the email follows; null writes English. */
  userId: string | null;
  email: EmailPayload;
}
