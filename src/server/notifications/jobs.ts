import type { LiveHub } from '../live/hub';
import { utcDay } from '../rentals/dates';
import { deliverNotificationEmail, deliverPendingEmails, type NotificationMailDeps } from './email';
import { sendRentalReminders } from './rental-events';

/** Sends each new notification's email as soon as its live event arrives (any process may win). */
export function emailOnNotification(live: LiveHub, deps: NotificationMailDeps): () => void {
  return live.onEvent((event) => {
    if (event.t !== 'notification') return;
    deliverNotificationEmail(deps, event.id).catch((err: unknown) => {
      deps.logger.warn({ err, notificationId: event.id }, 'notification email failed; will retry');
    });
  });
}

/** Once now and every `intervalMs`: rental reminders, then emails left pending. */
export function startNotificationJobs(
  deps: NotificationMailDeps,
  intervalMs = 60_000,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      const reminders = await sendRentalReminders(deps.db, utcDay(new Date()));
      const emails = await deliverPendingEmails(deps);
      if (reminders || emails) deps.logger.info({ reminders, emails }, 'notification job');
    })()
      .catch((err: unknown) => deps.logger.warn({ err }, 'notification job failed; will retry'))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
