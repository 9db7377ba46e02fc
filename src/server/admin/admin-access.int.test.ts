import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let member: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  member = await signUpAndSignIn(t, { email: 'member@example.com', name: 'Mia Member' });
  admin = await signUpAndSignIn(t, { email: 'boss@example.com', name: 'Ada Admin', admin: true });
}, 180_000);
afterAll(() => t.close());

/** Every admin endpoint, with a body that would be valid for an admin. */
const endpoints = (id: string): [string, string, unknown?][] => [
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/users?q=mia&page=1'],
  ['PUT', `/api/admin/users/${id}/role`, { role: 'admin' }],
  ['POST', `/api/admin/users/${id}/suspension`, { reason: 'Spam' }],
  ['DELETE', `/api/admin/users/${id}/suspension`],
  ['GET', '/api/admin/analytics'],
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings', { maintenanceMode: true }],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/audit/facets'],
  ['GET', '/api/admin/identity'],
  ['GET', `/api/admin/identity/${id}/document`],
  ['POST', `/api/admin/identity/${id}/approval`],
  ['POST', `/api/admin/identity/${id}/rejection`, { reason: 'Blurry' }],
];

describe('every admin API', () => {
  it('refuses visitors with 401, before reading any input', async () => {
    for (const [method, path, body] of endpoints(member.userId)) {
      const res = await t.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    // Invalid input is still 401, not a validation error that would describe the route.
    expect((await t.request('PUT', '/api/admin/settings', { commissionRate: 'x' })).status).toBe(401);
  });

  it('refuses signed-in users who are not admins with 403', async () => {
    for (const [method, path, body] of endpoints(admin.userId)) {
      const res = await t.request(method, path, body, member.headers);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    }
  });

  it('answers admins, never cached', async () => {
    const res = await t.request('GET', '/api/admin/users', undefined, admin.headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('changed nothing while refusing: the member is still a user and not suspended', async () => {
    const res = await t.request('GET', `/api/admin/users?q=${member.userId}`, undefined, admin.headers);
    const body = (await res.json()) as { users: { id: string; role: string; suspension: unknown }[] };
    expect(body.users).toEqual([
      expect.objectContaining({ id: member.userId, role: 'user', suspension: null }),
    ]);
  });
});
