import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { removeBuild, type ServerProcess, startServerProcess } from '../test/server-process';
import { openTestDatabase } from '../test/test-database';
import { enqueueJob } from './enqueue';

/**
 * kill -9 with a job in flight: a real server process on Postgres is sending an email (the SMTP
 * server has the message and has not answered yet) when it is killed. After a restart the lost
 * job is found (it outlived JOB_EXPIRE_SECONDS in state active), retried, and every email queued
 * arrives exactly once: the one in flight, and those still waiting behind it.
 */

const received: string[] = [];
let holdNext = true;
let inFlight: () => void = () => {};
const firstInFlight = new Promise<void>((resolve) => {
  inFlight = resolve;
});
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    stream.resume();
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
      if (holdNext) {
        // The message is here but never accepted: the sender is mid-job when it dies.
        holdNext = false;
        inFlight();
        return;
      }
      received.push(to);
      done();
    });
  },
});
let smtpPort = 0;
let database: Database & { url?: string };
const servers: ServerProcess[] = [];

beforeAll(async () => {
  smtpPort = await new Promise<number>((resolve) =>
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port)),
  );
  database = await openTestDatabase();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  removeBuild();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

const RECIPIENTS = ['one@example.com', 'two@example.com', 'three@example.com'];

function start() {
  return startServerProcess({
    DATABASE_URL: database.url ?? '',
    DATABASE_POOL_SIZE: '3',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // Longer than the test: the held send stays in flight until the kill.
    SMTP_TIMEOUT_MS: '60000',
    // Short, to keep the test quick, yet longer than any send here takes on a busy machine: a
    // job running past it would be taken as lost and run a second time.
    JOB_EXPIRE_SECONDS: '8',
    JOB_RETRY_DELAY_SECONDS: '1',
    JOB_MAINTENANCE_SECONDS: '1',
  });
}

async function jobStates(): Promise<string[]> {
  const { rows } = await database.sql.executeSql(
    `select state from pgboss.job where name = 'mail.send' order by state`,
    [],
  );
  return rows.map((row) => String(row.state));
}

describe('a server killed with kill -9 while a job runs', () => {
  it('runs every job exactly once after a restart: the one in flight and those waiting', async () => {
    const first = await start();
    servers.push(first);
    // Queued as a request would, once the process has set the queue's timing (a job keeps the
    // expiry it was queued with).
    await first.port;
    await database.db.transaction(async (tx) => {
      for (const to of RECIPIENTS) {
        await enqueueJob(tx, 'mail.send', {
          to,
          userId: null,
          email: { kind: 'existing_account', params: {} },
        });
      }
    });
    await firstInFlight;
    expect(await first.stop('SIGKILL')).toBeNull();
    expect(received).toEqual([]);
    expect(await jobStates()).toContain('active');

    const second = await start();
    servers.push(second);
    const deadline = Date.now() + 45_000;
    while ((await jobStates()).some((state) => state !== 'completed') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await jobStates()).toEqual(['completed', 'completed', 'completed']);
    // A few more maintenance rounds: nothing runs a second time.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect([...received].sort()).toEqual([...RECIPIENTS].sort());
    expect(await second.stop('SIGTERM')).toBe(0);
  }, 120_000);
});
