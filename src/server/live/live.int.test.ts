import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { type Database, openPostgres } from '../db/client';
import { createLogger } from '../logger';
import { rentableItem } from '../rentals/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { openLive } from './testing';

/**
 * Two app instances on one database, as two server processes behind a load balancer: a message
 * sent through one reaches a live stream held by the other. On Postgres the second instance has
 * its own pool and its own LISTEN connection (nothing shared in memory but the code); on PGlite,
 * which is one process per database by design, both share the in-process listener.
 */
let t: TestApp;
let second: Database;
let other: ReturnType<typeof createApp>;
let owner: SignedIn;
let renter: SignedIn;
let itemId: string;

beforeAll(async () => {
  t = await createTestApp();
  second = t.database.url ? await openPostgres(t.database.url, 2) : t.database;
  other = createApp({ config: t.config, database: second, logger: createLogger('silent'), mailer: t.mailer });
  const admin = await signUpAndSignIn(t, { email: 'admin@example.com', admin: true });
  owner = await signUpAndSignIn(t, { email: 'owner@example.com' });
  renter = await signUpAndSignIn(t, { email: 'renter@example.com' });
  itemId = (await rentableItem(t, owner, admin)).id;
});
afterAll(async () => {
  if (second !== t.database) await second.close();
  await t.close();
});

describe('live delivery across processes', () => {
  it('a message sent through one instance reaches the owner streaming from the other', async () => {
    const live = await openLive(other, owner);
    try {
      await live.next('counts');
      const opened = await t.request('POST', '/api/conversations', { itemId }, renter.headers);
      const { conversation } = (await opened.json()) as { conversation: { id: string } };
      const sent = await t.request(
        'POST',
        `/api/conversations/${conversation.id}/messages`,
        { body: 'Across processes' },
        renter.headers,
      );
      expect(sent.status).toBe(201);
      const { message } = (await sent.json()) as { message: { id: string } };
      expect(await live.next('message', 5000)).toEqual({ conversationId: conversation.id, id: message.id });
      // The message and its notification commit together, so the counts after it hold both.
      expect(await live.next('counts')).toEqual({ notifications: 1, messages: 1 });

      // And back: the owner answers through the second instance; the renter's stream is on the first.
      const renterLive = await openLive(t.app, renter);
      try {
        await renterLive.next('counts');
        const reply = await other.request(`/api/conversations/${conversation.id}/messages`, {
          method: 'POST',
          headers: { ...owner.headers, origin: TEST_ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ body: 'Answered' }),
        });
        expect(reply.status).toBe(201);
        expect(await renterLive.next('message', 5000)).toMatchObject({ conversationId: conversation.id });
      } finally {
        await renterLive.close();
      }
    } finally {
      await live.close();
    }
  });
});
