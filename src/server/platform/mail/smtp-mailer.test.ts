import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { createLogger } from '../../logger';
import { createMailer } from './create-mailer';
import { renderEmail } from './render-email';

/** A minimal SMTP server that records what it receives: enough for nodemailer to deliver to. */
function fakeSmtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 OK queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') current.from = line;
        else if (verb === 'RCPT') current.to.push(line);
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
          continue;
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        }
        if (verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP')
          socket.write('250 OK\r\n');
      }
    });
  });
  return { server, received };
}

describe('SMTP mailer', () => {
  const smtp = fakeSmtpServer();
  let port = 0;
  beforeAll(async () => {
    smtp.server.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const address = smtp.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => smtp.server.close());

  it('is chosen when SMTP_URL is set, and delivers HTML and text parts', async () => {
    const config = loadConfig({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'ShareShed <hello@shareshed.test>',
    });
    // The SMTP mailer never touches the database.
    const mailer = createMailer(config, {} as Db, createLogger('silent'));
    expect(mailer.kind).toBe('smtp');
    const content = renderEmail({
      siteName: 'ShareShed',
      lang: 'en',
      buttonFallback: 'If the button does not work, copy this link into your browser:',
      footer: '— ShareShed',
      heading: 'Verify your email address',
      paragraphs: ['Welcome!'],
      action: { label: 'Verify email', url: 'https://shareshed.example/verify?token=abc' },
    });
    await mailer.send({ to: 'person@example.com', subject: 'Verify your email for ShareShed', ...content });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toContain('hello@shareshed.test');
    expect(mail?.to.join()).toContain('person@example.com');
    expect(mail?.data).toContain('Subject: Verify your email for ShareShed');
    expect(mail?.data).toContain('Content-Type: text/plain');
    expect(mail?.data).toContain('Content-Type: text/html');
    const decoded = (mail?.data ?? '')
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    expect(decoded).toContain('Verify email: https://shareshed.example/verify?token=abc');
    expect(decoded).toContain('href="https://shareshed.example/verify?token=abc"');
  });

  it('uses the development outbox without SMTP_URL', () => {
    const mailer = createMailer(loadConfig({}), {} as Db, createLogger('silent'));
    expect(mailer.kind).toBe('outbox');
  });
});
