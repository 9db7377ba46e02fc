import type { Db } from '../db/client';
import type { JobKinds } from '../jobs/kinds';
import type { Mailer, MailMessage } from '../platform/mail/mailer';
import { renderEmail } from '../platform/mail/render-email';
import { getSettings } from '../settings/service';

/** The account emails. Each carries the site name (from the system settings) in subject and body. */

export function verificationEmail(siteName: string, to: string, url: string): MailMessage {
  return {
    to,
    subject: `Verify your email for ${siteName}`,
    ...renderEmail({
      siteName,
      heading: 'Verify your email address',
      paragraphs: [
        `Welcome to ${siteName}! Please confirm that this is your email address to finish creating your account.`,
      ],
      action: { label: 'Verify email', url },
      note: 'This link expires in 24 hours. If you did not create an account, you can ignore this email.',
    }),
  };
}

export function resetPasswordEmail(siteName: string, to: string, url: string): MailMessage {
  return {
    to,
    subject: `Reset your ${siteName} password`,
    ...renderEmail({
      siteName,
      heading: 'Reset your password',
      paragraphs: ['Someone (hopefully you) asked to reset the password of your account.'],
      action: { label: 'Choose a new password', url },
      note: 'This link works once and expires in 1 hour. If you did not ask for it, you can ignore this email: your password stays the same.',
    }),
  };
}

/** Sent instead of a second account: sign-up never reveals whether an email is registered. */
export function existingAccountEmail(siteName: string, to: string, loginUrl: string): MailMessage {
  return {
    to,
    subject: `You already have a ${siteName} account`,
    ...renderEmail({
      siteName,
      heading: 'You already have an account',
      paragraphs: [
        `Someone tried to create a ${siteName} account with this email address, which already has one.`,
        'If it was you, log in instead, or reset your password from the login form if you have forgotten it.',
      ],
      action: { label: 'Log in', url: loginUrl },
      note: 'If it was not you, no action is needed.',
    }),
  };
}

/** The 'mail.account' job: rendered at send time with the current site name. */
export async function sendAccountEmail(
  deps: { db: Db; mailer: Mailer },
  { template, to, url }: JobKinds['mail.account'],
): Promise<void> {
  const { siteName } = await getSettings(deps.db);
  const build = {
    verification: verificationEmail,
    reset_password: resetPasswordEmail,
    existing_account: existingAccountEmail,
  }[template];
  await deps.mailer.send(build(siteName, to, url));
}
