import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../audit/public';
import { auditEvents } from '../db/schema';
import { type SignedIn, signIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import type { AuditLogEntry, AuditLogPage } from './audit-log-service';
import { json } from './testing';

let t: TestApp;
let admin: SignedIn;
let member: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAndSignIn(t, { email: 'ada@example.com', name: 'Ada Admin', admin: true });
  member = await signUpAndSignIn(t, { email: 'mia@example.com', name: 'Mia Member' });
  // A failed login (an auth event), an admin action through the API and a money event.
  await signIn(t, 'mia@example.com', 'Wrong-password-9');
  await t.request('PUT', `/api/admin/users/${member.userId}/role`, { role: 'admin' }, admin.headers);
  await t.request('PUT', `/api/admin/users/${member.userId}/role`, { role: 'user' }, admin.headers);
  await recordAudit(t.database.db, {
    action: 'payment_confirmed',
    actorId: member.userId,
    resourceType: 'rental',
    resourceId: 'rental-1',
    metadata: { amount: 25_750 },
  });
  // Older events on known days, for the date filter and paging.
  await t.database.db.insert(auditEvents).values(
    Array.from({ length: 60 }, (_, index) => ({
      action: 'item_viewed',
      actorId: member.userId,
      resourceType: 'item',
      resourceId: `item-${index}`,
      createdAt: new Date(Date.UTC(2025, 0, 1 + (index % 30), 12)),
    })),
  );
}, 180_000);
afterAll(() => t.close());

const log = (query = '') =>
  json<AuditLogPage>(t.request('GET', `/api/admin/audit${query}`, undefined, admin.headers));
const actions = (events: AuditLogEntry[]) => events.map((event) => event.action);

describe('the audit log', () => {
  it('records admin actions, auth events and money events, newest first, with who did them', async () => {
    const page = await log();
    const recent = page.events.slice(0, 20);
    expect(actions(recent)).toEqual(
      expect.arrayContaining([
        'admin_role_granted',
        'admin_role_revoked',
        'login_failed',
        'payment_confirmed',
      ]),
    );
    const times = page.events.map((event) => Date.parse(event.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const granted = page.events.find((event) => event.action === 'admin_role_granted');
    expect(granted).toMatchObject({
      actor: { id: admin.userId, shortId: admin.userId.slice(0, 8), displayName: 'Ada Admin' },
      resourceType: 'user',
      resourceId: member.userId,
      metadata: { from: 'user', to: 'admin' },
      source: 'server',
    });
    const failed = page.events.find((event) => event.action === 'login_failed');
    expect(failed).toMatchObject({ actor: null, metadata: { email: 'mia@example.com' } });
  });

  it('filters by action', async () => {
    const page = await log('?action=admin_role_granted');
    expect(actions(page.events)).toEqual(['admin_role_granted']);
  });

  it('filters by actor: id, the start of an id as lists show it, or exact email', async () => {
    for (const actor of [admin.userId, admin.userId.slice(0, 8), 'ADA@example.com']) {
      const page = await log(`?actor=${encodeURIComponent(actor)}`);
      expect(new Set(page.events.map((event) => event.actor?.id)), actor).toEqual(new Set([admin.userId]));
      expect(page.events.length, actor).toBeGreaterThanOrEqual(2);
    }
    expect((await log('?actor=nobody@example.com')).events).toEqual([]);
  });

  it('filters by resource type and id', async () => {
    expect(actions((await log('?resourceType=rental')).events)).toEqual(['payment_confirmed']);
    const one = await log('?resourceType=item&resourceId=item-7');
    expect(one.events.map((event) => event.resourceId)).toEqual(['item-7']);
  });

  it('filters by day, both ends included', async () => {
    const page = await log('?action=item_viewed&from=2025-01-02&to=2025-01-03');
    expect(page.events).toHaveLength(4);
    expect(new Set(page.events.map((event) => event.createdAt.slice(0, 10)))).toEqual(
      new Set(['2025-01-02', '2025-01-03']),
    );
    const wrongWay = await t.request(
      'GET',
      '/api/admin/audit?from=2025-02-01&to=2025-01-01',
      undefined,
      admin.headers,
    );
    expect(wrongWay.status).toBe(400);
    expect(((await wrongWay.json()) as { error: { message: string } }).error.message).toBe(
      'The start date must not be after the end date',
    );
  });

  it('pages 50 at a time with a cursor: every event once, none lost', async () => {
    const first = await log('?action=item_viewed');
    expect(first.events).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const second = await log(`?action=item_viewed&before=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(second.events).toHaveLength(10);
    expect(second.nextCursor).toBeNull();
    const ids = new Set([...first.events, ...second.events].map((event) => event.id));
    expect(ids.size).toBe(60);
    const bad = await t.request('GET', '/api/admin/audit?before=garbage', undefined, admin.headers);
    expect(bad.status).toBe(400);
  });

  it('lists the actions and resource types that occur, for the filter menus', async () => {
    const facets = await json<{ actions: string[]; resourceTypes: string[] }>(
      t.request('GET', '/api/admin/audit/facets', undefined, admin.headers),
    );
    expect(facets.actions).toEqual(
      expect.arrayContaining(['admin_role_granted', 'item_viewed', 'login_failed']),
    );
    expect(facets.actions).toEqual([...facets.actions].sort());
    expect(facets.resourceTypes).toEqual(['item', 'rental', 'user']);
  });
});
