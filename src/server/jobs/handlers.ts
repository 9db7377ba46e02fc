import { sendAccountNotice } from '../admin/emails';
import { sendAccountEmail } from '../auth/emails';
import type { ResolvedDeps } from '../http/context';
import { deliverNotificationEmail } from '../notifications/email';

/** The one handler of every job kind, over this process's adapters. */
export function registerJobHandlers(deps: ResolvedDeps): void {
  const mail = { db: deps.database.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  deps.jobs.handle('mail.account', (data) => sendAccountEmail(mail, data));
  deps.jobs.handle('mail.account_notice', (data) => sendAccountNotice(mail, data));
  deps.jobs.handle('mail.notification', async ({ notificationId }) => {
    await deliverNotificationEmail(mail, notificationId);
  });
  deps.jobs.handle('storage.delete', ({ key, visibility }) => deps.storage.delete(key, visibility));
}
