import { createServer, type Server } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../notifications/public';
import { signUp, signUpAndSignIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A real SMTP server (smtp-server) in the test process, stopped and hung mid-test: requests never
 * wait on it, mail arrives exactly once after it returns, and readiness says degraded and back.
 */

interface Received {
  to: string;
  subject: string;
  raw: string;
}
const received: Received[] = [];
let smtp: SMTPServer | null = null;
let port = 0;

function startSmtp(listenPort: number): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
          raw,
        });
        done();
      });
    },
  });
  const server = smtp;
  return new Promise((resolve) => {
    server.listen(listenPort, '127.0.0.1', () => {
      resolve((server.server.address() as { port: number }).port);
    });
  });
}

function stopSmtp(): Promise<void> {
  const server = smtp;
  smtp = null;
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

const mailsTo = (to: string) => received.filter((mail) => mail.to === to);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
beforeAll(async () => {
  port = await startSmtp(0);
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_TIMEOUT_MS: '500' });
});
afterAll(async () => {
  await stopSmtp();
  await t.close();
});

async function ready() {
  return (await (await t.request('GET', '/api/health/ready')).json()) as {
    status: string;
    services: { mail: { status: string; lastError: string | null } };
  };
}

describe('mail through a real SMTP server', () => {
  it('sends a sign-up verification once, with the server up', async () => {
    expect((await signUp(t, { email: 'first@example.com' })).status).toBe(200);
    expect(await t.runJobs()).toBe(1);
    expect(mailsTo('first@example.com').map((mail) => mail.subject)).toEqual([
      'Verify your email for ShareShed',
    ]);
  });

  it('a notification email carries List-Unsubscribe pointing at the notification settings', async () => {
    const member = await signUpAndSignIn(t, { email: 'listener@example.com' });
    await notify(t.database.db, {
      userId: member.userId,
      kind: 'payment_received',
      params: {
        rentalId: '00000000-0000-4000-8000-000000000001',
        itemTitle: 'Cordless Drill',
        totalCents: 5500,
        depositCents: 4000,
        days: 1,
        startDate: '2026-12-01',
      },
    });
    await t.runJobs();
    const [mail] = mailsTo('listener@example.com').filter((m) => m.subject.startsWith('Payment received'));
    expect(mail?.raw).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/settings\?tab=notifications>\r?$/m,
    );
  });

  it('with the server stopped: sign-up still answers at once, the email waits and arrives once after it returns', async () => {
    await stopSmtp();
    const started = Date.now();
    expect((await signUp(t, { email: 'second@example.com' })).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await t.runJobs()).toBe(1);
    expect(mailsTo('second@example.com')).toEqual([]);
    const [waiting] = await t.jobs.list();
    expect(waiting).toMatchObject({ kind: 'mail.send', state: 'retry', recipient: 'second@example.com' });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED/);
    expect(await ready()).toMatchObject({ status: 'degraded', services: { mail: { status: 'degraded' } } });

    await startSmtp(port);
    await sleep(2_100); // the first retry is due 1-2 s later in tests (backoff with jitter)
    expect(await t.runJobs()).toBe(1);
    expect(await t.runJobs()).toBe(0);
    expect(mailsTo('second@example.com')).toHaveLength(1);
    expect(await ready()).toMatchObject({ status: 'ok', services: { mail: { status: 'ok' } } });
  });

  it('with a server that accepts and never greets: the admin action answers at once and the send gives up within its timeout', async () => {
    const admin = await signUpAndSignIn(t, { email: 'boss@example.com', admin: true });
    const member = await signUpAndSignIn(t, { email: 'member@example.com' });
    await t.runJobs();
    await stopSmtp();
    const hung: Server = createServer(() => {
      // Accept and say nothing, for ever.
    });
    await new Promise<void>((resolve) => hung.listen(port, '127.0.0.1', () => resolve()));
    try {
      const started = Date.now();
      const res = await t.request(
        'POST',
        `/api/admin/users/${member.userId}/suspension`,
        { reason: 'Testing a silent mail server' },
        admin.headers,
      );
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2_000);
      const sending = Date.now();
      expect(await t.runJobs()).toBe(1);
      expect(Date.now() - sending).toBeLessThan(3_000);
      expect(mailsTo('member@example.com').filter((mail) => mail.subject.includes('suspended'))).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => hung.close(() => resolve()));
    }
    await startSmtp(port);
    await sleep(2_100);
    expect(await t.runJobs()).toBe(1);
    const notices = mailsTo('member@example.com').filter((mail) => mail.subject.includes('suspended'));
    expect(notices).toHaveLength(1);
  });

  it('an admin sees a waiting job with its error and can retry it at once', async () => {
    await stopSmtp();
    await signUp(t, { email: 'third@example.com' });
    await t.runJobs();
    const admin = await signUpAndSignIn(t, { email: 'chief@example.com', admin: true });
    const visitor = await t.request('GET', '/api/admin/jobs');
    expect(visitor.status).toBe(401);
    const listed = (await (await t.request('GET', '/api/admin/jobs', undefined, admin.headers)).json()) as {
      jobs: {
        id: string;
        kind: string;
        state: string;
        recipient: string;
        attempts: number;
        lastError: string;
      }[];
    };
    const job = listed.jobs.find((entry) => entry.recipient === 'third@example.com');
    expect(job).toMatchObject({ kind: 'mail.send', state: 'retry', attempts: 1 });
    expect(JSON.stringify(listed)).not.toContain('token');

    await startSmtp(port);
    const res = await t.request(
      'POST',
      `/api/admin/jobs/mail.send/${job?.id}/retry`,
      undefined,
      admin.headers,
    );
    expect(res.status).toBe(200);
    await t.runJobs();
    expect(mailsTo('third@example.com')).toHaveLength(1);
    const again = await t.request(
      'POST',
      `/api/admin/jobs/mail.send/${job?.id}/retry`,
      undefined,
      admin.headers,
    );
    expect(again.status).toBe(404);
  });
});
