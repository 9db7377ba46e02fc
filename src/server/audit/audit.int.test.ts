import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema';
import { signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/audit (log_audit_event)', () => {
  it('refuses visitors before reading the body', async () => {
    const response = await t.request('POST', '/api/audit', { action: 'x' });
    expect(response.status).toBe(401);
  });

  it('records an event for the signed-in user, kept apart as a client event', async () => {
    const admin = await signUpAndSignIn(t, { email: 'clicker@example.com', admin: true });
    const response = await t.request(
      'POST',
      '/api/audit',
      { action: 'admin_panel_open', resourceType: 'admin_page', resourceId: '/admin/users', metadata: null },
      admin.headers,
    );
    expect(response.status).toBe(201);
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'admin_panel_open'));
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: admin.userId,
        resourceType: 'admin_page',
        resourceId: '/admin/users',
        metadata: null,
        source: 'client',
      }),
    ]);
  });

  it('validates the event and refuses to let a client forge the auth events', async () => {
    const member = await signUpAndSignIn(t, { email: 'forger@example.com' });
    const invalid = await t.request('POST', '/api/audit', { action: 'Not An Action' }, member.headers);
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.message).toBe('Action must be a short snake_case name');

    const huge = await t.request(
      'POST',
      '/api/audit',
      { action: 'big_event', metadata: { blob: 'x'.repeat(5000) } },
      member.headers,
    );
    expect((await huge.json()).error.message).toBe('Metadata is too large');

    const forged = await t.request('POST', '/api/audit', { action: 'login_success' }, member.headers);
    expect(forged.status).toBe(400);
    expect((await forged.json()).error.message).toBe('This audit action is recorded by the server.');
    const rows = await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorId, member.userId));
    expect(rows.map((row) => row.action)).toEqual(['login_success']);
  });
});
