import { utcDay } from '../shared/calendar-day';
import type { Db } from './db/client';
import type { Logger } from './logger';
import { enqueueDueEmails } from './notifications/public';
import { sendRentalReminders } from './rentals/public';

/**
 * Once now and every `intervalMs`: rental reminders (their emails are jobs, see notify()), and the
 * email jobs of held-back notifications that have come due (new messages still unread).
 */
export function startNotificationJobs(
  deps: { db: Db; logger: Logger },
  intervalMs = 60_000,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      const reminders = await sendRentalReminders(deps.db, utcDay(new Date()));
      const heldBackEmails = await enqueueDueEmails(deps.db);
      if (reminders || heldBackEmails) deps.logger.info({ reminders, heldBackEmails }, 'notification job');
    })()
      .catch((err: unknown) => deps.logger.warn({ err }, 'rental reminders failed; will retry'))
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
