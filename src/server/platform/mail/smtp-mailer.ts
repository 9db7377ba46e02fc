import type { Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  /**
   * Made once nodemailer has loaded: a server without SMTP_URL (the outbox) never loads its 41
   * files, about 60 ms of start-up (issue 18).
   */
  private readonly transport: Promise<Transporter>;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    timeoutMs = 10_000,
  ) {
    // A silent or hung server fails the send within the timeout (the job retries it later)
    // instead of holding a worker for minutes (nodemailer's defaults are 2 min and 10 min).
    this.transport = import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
        dnsTimeout: timeoutMs,
      }),
    );
    // A failed load is each send's error (the job retries it), not an unhandled rejection.
    this.transport.catch(() => {});
  }

  /** Connects, reads the greeting and authenticates: the readiness probe. */
  async verify(): Promise<void> {
    await (await this.transport).verify();
  }

  async send(message: MailMessage): Promise<void> {
    const transport = await this.transport;
    await transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    });
  }
}
