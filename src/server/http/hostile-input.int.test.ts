import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UNSAFE_TEXT_MESSAGE } from '../../shared/schemas/text';
import { auditEvents } from '../db/schema';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

/** The audit's reported 500s (issue 13, finding 2), each now a 400 with a message a person reads. */
describe('hostile text gets 400, never 500', () => {
  let t: TestApp;
  let user: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    user = await signUpAndSignIn(t, { email: 'hostile@example.com' });
  }, 60_000);
  afterAll(() => t.close());

  async function expect400(response: Response, message?: string) {
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('validation_failed');
    if (message) expect(body.error.message).toBe(message);
  }

  test('sign-up and sign-in with NUL or a lone surrogate in the email', async () => {
    await expect400(
      await t.request('POST', '/api/auth/sign-up/email', {
        email: 'a\u0000@example.com',
        password: 'Sup3rSecret!',
      }),
    );
    await expect400(
      await t.request('POST', '/api/auth/sign-in/email', { email: '\ud800@example.com', password: 'x' }),
    );
    // The audit log kept the attempts without the raw input.
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .orderBy(desc(auditEvents.createdAt))
      .limit(3);
    expect(events.map((event) => event.action)).toContain('signup_failed');
    for (const event of events) expect(JSON.stringify(event.metadata)).not.toMatch(/\\u0000|\\ud800/i);
  });

  test('search text, profile ids and listing fields with NUL', async () => {
    await expect400(await t.request('GET', '/api/items?category=power-tools&q=%00'), UNSAFE_TEXT_MESSAGE);
    await expect400(await t.request('GET', '/api/search?q=drill%00'), UNSAFE_TEXT_MESSAGE);
    await expect400(await t.request('GET', '/api/profiles/%00'));
    await expect400(
      await t.request('PATCH', '/api/profile', { bio: 'hello\u0000' }, user.headers),
      UNSAFE_TEXT_MESSAGE,
    );
    await expect400(
      await t.request(
        'POST',
        '/api/items',
        { title: 'Drill\ud800', price: '10', handoff: 'pickup', category: 'power-tools' },
        user.headers,
      ),
      UNSAFE_TEXT_MESSAGE,
    );
  });

  test('multi-line text keeps its newlines', async () => {
    const response = await t.request(
      'PATCH',
      '/api/profile',
      { bio: 'Line one\nLine two\tend' },
      user.headers,
    );
    expect(response.status).toBe(200);
  });

  test('a non-UUID itemId at checkout', async () => {
    await expect400(
      await t.request(
        'POST',
        '/api/rentals/checkout',
        { itemId: 'abc', rentalDays: 1, startDate: '2027-01-04' },
        user.headers,
      ),
      'Item not found',
    );
  });

  test('audit events from the web with a lone surrogate in metadata', async () => {
    await expect400(
      await t.request(
        'POST',
        '/api/audit',
        { action: 'clicked_thing', metadata: { note: 'x\ud800' } },
        user.headers,
      ),
      UNSAFE_TEXT_MESSAGE,
    );
  });
});
