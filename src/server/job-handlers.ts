import { renderEmailJob } from './emails/public';
import type { ResolvedDeps } from './http/public';
import { deliverNotificationEmail } from './notifications/public';
import { rentalDepsOf, sendRefund, sendTransfer } from './rentals/public';
import { sweepOrphanObjects } from './uploads/public';

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
  deps.jobs.handle('storage.sweep', async () => {
    await sweepOrphanObjects({ db: mail.db, storage: deps.storage, logger: deps.logger });
  });
  deps.jobs.handle('payment.refund', async ({ entryId }) => {
    await sendRefund(rentalDepsOf(deps), entryId);
  });
  deps.jobs.handle('payouts.transfer', async ({ transferId }) => {
    await sendTransfer(rentalDepsOf(deps), transferId);
  });
}
