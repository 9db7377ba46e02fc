import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    timeoutMs = 10_000,
  ) {
    // A silent or hung server fails the send within the timeout (the job retries it later)
    // instead of holding a worker for minutes (nodemailer's defaults are 2 min and 10 min).
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
    });
  }

  /** Connects, reads the greeting and authenticates: the readiness probe. */
  async verify(): Promise<void> {
    await this.transport.verify();
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    });
  }
}
