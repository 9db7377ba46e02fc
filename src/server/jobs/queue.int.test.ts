import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createMemoryLogger } from '../logger';
import { openTestDatabase } from '../test/test-database';
import { enqueueJob } from './enqueue';
import { createJobQueue, type JobQueue } from './queue';

let database: Database;
let queue: JobQueue;
const memory = createMemoryLogger();
const sent: string[] = [];
let failuresLeft = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  queue = createJobQueue(database.sql, memory.logger, {
    retryLimit: 1,
    retryDelaySeconds: 1,
    maintenanceSeconds: 0,
  });
  queue.handle('mail.account', async (data) => {
    if (failuresLeft > 0) {
      failuresLeft--;
      throw new Error('SMTP said no');
    }
    sent.push(data.to);
  });
  await queue.ready();
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

const account = (to: string) => ({
  template: 'verification' as const,
  to,
  url: 'https://x.example/secret-token',
});

describe('job queue', () => {
  it('keeps a job only when the transaction that enqueued it commits', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, 'mail.account', account('rolled-back@example.com'));
        throw new Error('the change fails');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await enqueueJob(tx, 'mail.account', account('committed@example.com'));
    });
    expect(await queue.runDue()).toBe(1);
    expect(sent).toEqual(['committed@example.com']);
  });

  it('queues a job once per key', async () => {
    sent.length = 0;
    await enqueueJob(database.db, 'mail.account', account('once@example.com'), { key: 'k1' });
    await enqueueJob(database.db, 'mail.account', account('once@example.com'), { key: 'k1' });
    expect(await queue.runDue()).toBe(1);
    await enqueueJob(database.db, 'mail.account', account('once@example.com'), { key: 'k1' });
    expect(await queue.runDue()).toBe(0);
    expect(sent).toEqual(['once@example.com']);
  });

  it('retries after a delay, declares the job dead after its retries, logs it and lets an admin retry it', async () => {
    sent.length = 0;
    failuresLeft = 2;
    await enqueueJob(database.db, 'mail.account', account('unlucky@example.com'));
    expect(await queue.runDue()).toBe(1);
    // Backoff: not due again at once.
    expect(await queue.runDue()).toBe(0);
    let [waiting] = await queue.list();
    expect(waiting).toMatchObject({
      kind: 'mail.account',
      state: 'retry',
      attempts: 1,
      lastError: 'SMTP said no',
    });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await queue.runDue()).toBe(1);
    [waiting] = await queue.list();
    expect(waiting).toMatchObject({ state: 'failed', attempts: 2, recipient: 'unlucky@example.com' });
    const dead = memory.lines.find((line) => line.msg === 'job dead: no retries left');
    expect(dead).toMatchObject({ kind: 'mail.account', recipient: 'unlucky@example.com', attempts: 2 });
    expect(JSON.stringify(memory.lines)).not.toContain('secret-token');

    expect(await queue.retry('mail.account', waiting!.id)).toBe(true);
    expect(await queue.runDue()).toBe(1);
    expect(sent).toEqual(['unlucky@example.com']);
    expect(await queue.list()).toEqual([]);
  });
});
