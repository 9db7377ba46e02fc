import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMail } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Mailer, MailMessage } from './mailer';

/** Development mail: nothing leaves the machine; every email is kept and logged instead. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly from: string,
    private readonly logger: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.insert(outboxMail).values({ ...message, from: this.from });
    this.logger.info(
      { to: message.to, subject: message.subject, text: message.text },
      'email stored in the development outbox (read it at /dev/mail)',
    );
  }
}

export interface OutboxEntry {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

/** The newest emails first. */
export function listOutbox(db: Db, limit = 100): Promise<OutboxEntry[]> {
  return db.select().from(outboxMail).orderBy(desc(outboxMail.createdAt), desc(outboxMail.id)).limit(limit);
}
