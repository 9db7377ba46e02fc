import type { LanguageCode } from '../../shared/languages';
import type { Db } from '../db/client';
import { notificationTextIn, serverT } from '../i18n/public';
import type { MailMessage } from '../platform/public';
import { type EmailContent, renderEmail } from '../platform/public';
import { getSettings } from '../settings/public';
import { getUserSettings } from '../user-settings/public';
import type { EmailJob, EmailPayload } from './payload';

/** Where an email's links point: the identity page a rejected owner sends a new photo from. */
export const VERIFY_IDENTITY_PATH = '/verify-identity';

interface Context {
  language: LanguageCode;
  siteName: string;
  supportEmail: string;
  publicUrl: string;
}

type Body = Omit<EmailContent, 'siteName' | 'lang' | 'buttonFallback' | 'footer'> & {
  subject: string;
  headers?: Record<string, string>;
};

/** Where a recipient turns notification emails off (the note's link and List-Unsubscribe). */
export const NOTIFICATION_SETTINGS_PATH = '/settings?tab=notifications';

/** The words of one email, from the `emails` catalogue in the recipient's language. */
function words(email: EmailPayload, ctx: Context): Body {
  const t = serverT(ctx.language, 'emails');
  const { siteName, supportEmail, publicUrl } = ctx;
  const loginUrl = `${publicUrl}/welcome?view=login`;
  const help = t('help', { supportEmail });
  switch (email.kind) {
    case 'verify_email':
    case 'reset_password': {
      const key = email.kind === 'verify_email' ? 'verifyEmail' : 'resetPassword';
      return {
        subject: t(`${key}.subject`, { siteName }),
        heading: t(`${key}.heading`),
        paragraphs: [t(`${key}.body`, { siteName })],
        action: { label: t(`${key}.action`), url: email.params.url },
        note: t(`${key}.note`),
      };
    }
    case 'existing_account':
      return {
        subject: t('existingAccount.subject', { siteName }),
        heading: t('existingAccount.heading'),
        paragraphs: [t('existingAccount.body', { siteName }), t('existingAccount.body2')],
        action: { label: t('existingAccount.action'), url: loginUrl },
        note: t('existingAccount.note'),
      };
    case 'password_guessing':
      return {
        subject: t('passwordGuessing.subject', { siteName }),
        heading: t('passwordGuessing.heading'),
        paragraphs: [t('passwordGuessing.body', { siteName }), t('passwordGuessing.body2')],
        action: { label: t('passwordGuessing.action'), url: loginUrl },
        note: t('passwordGuessing.note'),
      };
    case 'account_suspended':
      return {
        subject: t('accountSuspended.subject', { siteName }),
        heading: t('accountSuspended.heading'),
        paragraphs: [
          t('accountSuspended.body', { siteName }),
          t('accountSuspended.reason', { reason: email.params.reason }),
        ],
        note: help,
      };
    case 'account_restored':
      return {
        subject: t('accountRestored.subject', { siteName }),
        heading: t('accountRestored.heading'),
        paragraphs: [t('accountRestored.body', { siteName })],
        action: { label: t('accountRestored.action'), url: loginUrl },
        note: help,
      };
    case 'identity_approved':
      return {
        subject: t('identityApproved.subject', { siteName }),
        heading: t('identityApproved.heading'),
        paragraphs: [t('identityApproved.body')],
        action: { label: t('identityApproved.action', { siteName }), url: publicUrl },
        note: help,
      };
    case 'identity_rejected':
      return {
        subject: t('identityRejected.subject', { siteName }),
        heading: t('identityRejected.heading'),
        paragraphs: [
          t('identityRejected.body'),
          t('identityRejected.reason', { reason: email.params.reason }),
          t('identityRejected.body2'),
        ],
        action: { label: t('identityRejected.action'), url: `${publicUrl}${VERIFY_IDENTITY_PATH}` },
        note: help,
      };
    case 'notification': {
      const text = notificationTextIn(ctx.language, email.params.content);
      return {
        subject: t('notification.subject', { title: text.title, siteName }),
        heading: text.title,
        paragraphs: [text.message],
        action: {
          label: t('notification.action'),
          url: `${publicUrl}/message/${email.params.notificationId}`,
        },
        note: t('notification.note', { url: `${publicUrl}${NOTIFICATION_SETTINGS_PATH}` }),
        headers: { 'List-Unsubscribe': `<${publicUrl}${NOTIFICATION_SETTINGS_PATH}>` },
      };
    }
  }
}

/**
 * Renders one email at send time: the recipient's language (their setting; English without an
 * account), the site name and support address as the settings are now.
 */
export async function renderEmailJob(db: Db, job: EmailJob, publicUrl: string): Promise<MailMessage> {
  const language = job.userId ? (await getUserSettings(db, job.userId)).language : 'en';
  const { siteName, supportEmail } = await getSettings(db);
  const { subject, headers, ...body } = words(job.email, { language, siteName, supportEmail, publicUrl });
  const t = serverT(language, 'emails');
  return {
    to: job.to,
    subject,
    ...(headers ? { headers } : {}),
    ...renderEmail({
      ...body,
      siteName,
      lang: language,
      buttonFallback: t('buttonFallback'),
      footer: t('footer', { siteName }),
    }),
  };
}
