/**
 * Outgoing email. Two implementations: SMTP through nodemailer (when SMTP_URL is set) and the
 * development outbox (stored in `outbox_mail`, printed to the log, listed at /dev/mail).
 */
export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text part: every link written out in full. */
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on notification emails. */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
