import { renderEmailJob } from '../emails/render';
import type { ResolvedDeps } from '../http/context';
import { deliverNotificationEmail } from '../notifications/email';

/** The one handler of every job kind, over this process's adapters. */
export function registerJobHandlers(deps: ResolvedDeps): void {
  const mail = { db: deps.database.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  deps.jobs.handle('mail.send', async (job) => {
    await deps.mailer.send(await renderEmailJob(mail.db, job, mail.publicUrl));
  });
  deps.jobs.handle('mail.notification', async ({ notificationId }) => {
    await deliverNotificationEmail(mail, notificationId);
  });
  deps.jobs.handle('storage.delete', ({ key, visibility }) => deps.storage.delete(key, visibility));
}
