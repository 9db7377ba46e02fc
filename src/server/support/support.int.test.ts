import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import type { SupportMessage, SupportThreadSummary } from './public';

let t: TestApp;
let member: SignedIn;
let other: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  member = await signUpAndSignIn(t, { email: 'member@example.com', name: 'Mo Member' });
  other = await signUpAndSignIn(t, { email: 'other@example.com', name: 'Otto Other' });
  admin = await signUpAndSignIn(t, { email: 'admin@example.com', name: 'Ada Admin', admin: true });
});
afterAll(() => t.close());

const thread = async (who: SignedIn) =>
  (
    (await (await t.request('GET', '/api/support', undefined, who.headers)).json()) as {
      messages: SupportMessage[];
    }
  ).messages;

describe('the support inbox', () => {
  it('a member writes to the support team; an admin sees it awaiting an answer, answers, and the member is told', async () => {
    const sent = await t.request(
      'POST',
      '/api/support',
      { body: 'My deposit has not come back.' },
      member.headers,
    );
    expect(sent.status).toBe(201);
    expect(await thread(member)).toMatchObject([
      { body: 'My deposit has not come back.', fromSupport: false },
    ]);
    // Nobody else sees it.
    expect(await thread(other)).toEqual([]);

    const inbox = await t.request('GET', '/api/support/inbox', undefined, admin.headers);
    const inboxBody = await inbox.json();
    expect(inbox.status, JSON.stringify(inboxBody)).toBe(200);
    const { threads } = inboxBody as { threads: SupportThreadSummary[] };
    expect(threads).toMatchObject([
      { memberId: member.userId, name: 'Mo Member', email: 'member@example.com', awaitingReply: true },
    ]);

    const answer = await t.request(
      'POST',
      `/api/support/inbox/${member.userId}`,
      { body: 'It was released this morning; banks take 5-10 days.' },
      admin.headers,
    );
    expect(answer.status).toBe(201);
    expect(await thread(member)).toMatchObject([
      { fromSupport: false },
      { body: 'It was released this morning; banks take 5-10 days.', fromSupport: true },
    ]);
    const after = (await (await t.request('GET', '/api/support/inbox', undefined, admin.headers)).json()) as {
      threads: SupportThreadSummary[];
    };
    expect(after.threads[0]).toMatchObject({ awaitingReply: false });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, member.userId));
    expect(told).toMatchObject([
      {
        kind: 'support_replied',
        type: 'message',
        link: '/support#support-messages',
        params: { preview: 'It was released this morning; banks take 5-10 days.' },
      },
    ]);
  });

  it('keeps the inbox to admins and the thread to members, and answers only threads that exist', async () => {
    expect((await t.request('GET', '/api/support/inbox', undefined, member.headers)).status).toBe(403);
    expect((await t.request('GET', '/api/support')).status).toBe(401);
    const none = await t.request(
      'POST',
      `/api/support/inbox/${other.userId}`,
      { body: 'Hello?' },
      admin.headers,
    );
    expect(none.status).toBe(404);
    expect((await t.request('POST', '/api/support', { body: '   ' }, member.headers)).status).toBe(400);
  });
});
