import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ConversationSummary } from '../../shared/schemas/messaging';
import { openLive } from '../live/testing';
import { rentableItem, signUpRentalCast } from '../rentals/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;
let renter: SignedIn;
let stranger: SignedIn;
let itemId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, renter, stranger, admin } = await signUpRentalCast(t));
  itemId = (await rentableItem(t, owner, admin, { title: 'Pressure washer' })).id;
});
afterAll(() => t.close());

async function open(who: SignedIn, body: unknown) {
  return t.request('POST', '/api/conversations', body, who.headers);
}
async function openId(who: SignedIn, body: unknown): Promise<string> {
  const res = await open(who, body);
  expect(res.status).toBe(200);
  return ((await res.json()) as { conversation: { id: string } }).conversation.id;
}
async function send(who: SignedIn, id: string, body: unknown) {
  return t.request('POST', `/api/conversations/${id}/messages`, body, who.headers);
}
async function list(who: SignedIn): Promise<ConversationSummary[]> {
  const res = await t.request('GET', '/api/conversations', undefined, who.headers);
  expect(res.status).toBe(200);
  return ((await res.json()) as { conversations: ConversationSummary[] }).conversations;
}
async function thread(who: SignedIn, id: string) {
  const res = await t.request('GET', `/api/conversations/${id}`, undefined, who.headers);
  expect(res.status).toBe(200);
  return (await res.json()) as { messages: ChatMessage[]; conversation: { other: { name: string } } };
}

describe('conversations', () => {
  it('one per item and renter: opening twice gives the same one, and the owner cannot message themselves', async () => {
    const first = await openId(renter, { itemId });
    expect(await openId(renter, { itemId })).toBe(first);
    const self = await open(owner, { itemId });
    expect(self.status).toBe(400);
    expect(await open(renter, { itemId: 'not-a-uuid' }).then((r) => r.status)).toBe(400);
    expect(await open(renter, {}).then((r) => r.status)).toBe(400);
    expect(await open(renter, { itemId: '00000000-0000-4000-8000-000000000000' }).then((r) => r.status)).toBe(
      404,
    );
  });

  it('is listed once it has a message, with the other person, the item, the last message and unread', async () => {
    const id = await openId(renter, { itemId });
    expect((await list(owner)).find((c) => c.id === id)).toBeUndefined();
    expect((await send(renter, id, { body: '  Is it free on Saturday?  ' })).status).toBe(201);
    const [forOwner] = (await list(owner)).filter((c) => c.id === id);
    expect(forOwner).toMatchObject({
      other: { name: 'Rita Renter' },
      item: { id: itemId, title: 'Pressure washer' },
      role: 'owner',
      lastMessage: { body: 'Is it free on Saturday?', fromMe: false },
      unread: 1,
    });
    const [forRenter] = (await list(renter)).filter((c) => c.id === id);
    expect(forRenter).toMatchObject({ other: { name: 'Olive Owner' }, role: 'renter', unread: 0 });
  });

  it('nobody but the two participants reads or writes it', async () => {
    const id = await openId(renter, { itemId });
    for (const res of [
      await t.request('GET', `/api/conversations/${id}`, undefined, stranger.headers),
      await send(stranger, id, { body: 'hello' }),
      await t.request('POST', `/api/conversations/${id}/read`, undefined, stranger.headers),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(await list(stranger)).toEqual([]);
    expect((await t.request('GET', `/api/conversations/${id}`)).status).toBe(401);
    expect((await t.request('GET', '/api/conversations')).status).toBe(401);
  });

  it('keeps text as text and refuses empty or over-long messages', async () => {
    const id = await openId(renter, { itemId });
    const html = '<img src=x onerror=alert(1)><b>bold</b>';
    expect((await send(renter, id, { body: html })).status).toBe(201);
    expect((await thread(owner, id)).messages.at(-1)?.body).toBe(html);
    const empty = await send(renter, id, { body: '   ' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe(
      'Message is required',
    );
    expect((await send(renter, id, { body: 'x'.repeat(2001) })).status).toBe(400);
    expect((await send(renter, id, { body: 'x'.repeat(2000) })).status).toBe(201);
  });

  it('read receipts: reading marks the other side messages read, live for the sender', async () => {
    const id = await openId(renter, { itemId });
    const live = await openLive(t.app, renter);
    try {
      await live.next('counts');
      expect((await send(renter, id, { body: 'Receipt please' })).status).toBe(201);
      const res = await t.request('POST', `/api/conversations/${id}/read`, undefined, owner.headers);
      expect(res.status).toBe(200);
      expect(await live.next('read')).toEqual({ conversationId: id, by: owner.userId });
      const mine = (await thread(renter, id)).messages.filter((m) => m.fromMe);
      expect(mine.every((m) => m.readAt !== null)).toBe(true);
      expect((await list(owner)).find((c) => c.id === id)?.unread).toBe(0);
    } finally {
      await live.close();
    }
  });

  it('delivers a new message live to the other participant and to nobody else', async () => {
    const id = await openId(renter, { itemId });
    const ownerLive = await openLive(t.app, owner);
    const strangerLive = await openLive(t.app, stranger);
    try {
      expect(await ownerLive.next('counts')).toMatchObject({ messages: expect.any(Number) });
      await strangerLive.next('counts');
      const res = await send(renter, id, { body: 'Live hello' });
      const { message } = (await res.json()) as { message: ChatMessage };
      expect(await ownerLive.next('message')).toEqual({ conversationId: id, id: message.id });
      expect(((await ownerLive.next('counts')) as { messages: number }).messages).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 200));
      expect(strangerLive.seen.filter((e) => e.event === 'message')).toEqual([]);
    } finally {
      await ownerLive.close();
      await strangerLive.close();
    }
  });

  it('rate limits sending', async () => {
    const other = await signUpAndSignIn(t, { email: 'chatty@example.com' });
    const id = await openId(other, { itemId });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await send(other, id, { body: `m${i}` })).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('needs a signed-in user for the live stream', async () => {
    expect((await t.app.request('/api/live')).status).toBe(401);
  });
});
