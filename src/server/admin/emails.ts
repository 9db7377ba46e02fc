import type { Db } from '../db/client';
import type { JobKinds } from '../jobs/kinds';
import type { Mailer, MailMessage } from '../platform/mail/mailer';
import { renderEmail } from '../platform/mail/render-email';
import { getSettings } from '../settings/service';

/**
 * Emails an admin's decision sends. Each carries the current site name and support address
 * (system settings), so a change to either shows in the next email.
 */

type Notice = 'suspended' | 'restored' | 'identity_approved' | 'identity_rejected';

/** The identity page, where a rejected owner sends a new photo. */
export const VERIFY_IDENTITY_PATH = '/verify-identity';

export interface NoticeInput {
  to: string;
  notice: Notice;
  reason?: string;
  /** The origin links in the email point to. */
  publicUrl: string;
}

export async function accountNoticeEmail(db: Db, input: NoticeInput): Promise<MailMessage> {
  const { to, notice, reason, publicUrl } = input;
  const { siteName, supportEmail } = await getSettings(db);
  const help = `Questions? Write to us at ${supportEmail}.`;
  const content = {
    suspended: {
      subject: `Your ${siteName} account has been suspended`,
      heading: 'Your account has been suspended',
      paragraphs: [
        `An administrator suspended your ${siteName} account. You cannot sign in, and your listings are hidden from the marketplace.`,
        `Reason: ${reason ?? ''}`,
      ],
    },
    restored: {
      subject: `Your ${siteName} account has been restored`,
      heading: 'Your account has been restored',
      paragraphs: [`You can sign in to ${siteName} again, and your listings are back in the marketplace.`],
      action: { label: 'Log in', url: `${publicUrl}/welcome?view=login` },
    },
    identity_approved: {
      subject: `Your identity check for ${siteName} is approved`,
      heading: 'Your identity is verified',
      paragraphs: ['Your listings now show the verified badge and can go live in the marketplace.'],
      action: { label: `Go to ${siteName}`, url: publicUrl },
    },
    identity_rejected: {
      subject: `Your identity check for ${siteName} was not approved`,
      heading: 'Your identity check was not approved',
      paragraphs: [
        'We could not verify your identity from the photo you sent.',
        `Reason: ${reason ?? ''}`,
        'You can upload a new photo of your ID whenever you are ready.',
      ],
      action: { label: 'Verify your identity', url: `${publicUrl}${VERIFY_IDENTITY_PATH}` },
    },
  }[notice];
  return {
    to,
    subject: content.subject,
    ...renderEmail({
      siteName,
      heading: content.heading,
      paragraphs: content.paragraphs,
      action: 'action' in content ? content.action : undefined,
      note: help,
    }),
  };
}

/** The 'mail.account_notice' job: rendered at send time with the current settings. */
export async function sendAccountNotice(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  { to, notice, reason }: JobKinds['mail.account_notice'],
): Promise<void> {
  await deps.mailer.send(
    await accountNoticeEmail(deps.db, { to, notice, reason, publicUrl: deps.publicUrl }),
  );
}
