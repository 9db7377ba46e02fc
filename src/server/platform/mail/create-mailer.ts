import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set, otherwise the development outbox. */
export function createMailer(config: Config, db: Db, logger: Logger): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM, config.SMTP_TIMEOUT_MS);
  return new OutboxMailer(db, config.MAIL_FROM, logger);
}
