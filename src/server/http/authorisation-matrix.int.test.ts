import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { approve, createListing } from '../items/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { type AppRoute, apiRoutes, fillPath } from '../test/routes';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

/**
 * Who may call what: every route the app declares (read from its own route table) × visitor,
 * guest, user, other user and admin, against one table of declared expectations. A route with
 * no entry fails the test with the line to add, so a new route cannot ship unreviewed.
 *
 * - visitor: no cookie at all.
 * - guest: browse-only guest mode lives in the browser; the server sees a visitor. Modelled with a
 *   forged session cookie (what a signed-out browser or an attacker may still send): it must buy
 *   exactly what a visitor gets.
 * - user: owns the resource in the path (their listing, their own account id).
 * - other: signed in, owns nothing in the path.
 * - admin: the admin role.
 *
 * "allowed" means the guard let the request through (any status but 401/403; 400 for the
 * deliberately empty body, 404 for an id that does not exist, are past the guard). "refused"
 * means 401 for visitor and guest, 403 (or 404, not revealing the resource) for a signed-in user.
 */
type Access =
  /** Anyone, signed in or not. */
  | 'public'
  /** Any signed-in account; visitors 401. */
  | 'signed-in'
  /** The resource's owner (and an admin); others 403/404; visitors 401. */
  | 'owner'
  /** Admins only: visitors 401, everyone else 403. */
  | 'admin';

const ROUTE_ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/site': 'public',
  'GET /api/site/map': 'public',
  // The support inbox: members write and read their own thread; admins answer.
  'GET /api/support': 'signed-in',
  'POST /api/support': 'signed-in',
  'GET /api/support/inbox': 'admin',
  'GET /api/support/inbox/:id': 'admin',
  'POST /api/support/inbox/:id': 'admin',
  'GET /dev/mail': 'public',
  'POST /api/dev/rentals/:id/period': 'admin',
  'GET /uploads/*': 'public',
  // Accounts: the sign-in steps are for visitors; the rest needs a session.
  'GET /api/auth/get-session': 'public',
  'GET /api/auth/ok': 'public',
  'GET /api/auth/reset-password/:token': 'public',
  'GET /api/auth/verify-email': 'public',
  'POST /api/auth/request-password-reset': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/send-verification-email': 'public',
  'POST /api/auth/sign-in/email': 'public',
  'POST /api/auth/sign-up/email': 'public',
  'POST /api/auth/sign-out': 'public',
  'POST /api/auth/two-factor/verify-totp': 'public',
  'POST /api/auth/two-factor/verify-backup-code': 'public',
  'GET /api/auth/list-sessions': 'signed-in',
  'POST /api/auth/change-password': 'signed-in',
  'POST /api/auth/revoke-other-sessions': 'signed-in',
  'POST /api/auth/revoke-session': 'signed-in',
  'POST /api/auth/two-factor/enable': 'signed-in',
  'POST /api/auth/two-factor/disable': 'signed-in',
  'POST /api/auth/two-factor/generate-backup-codes': 'signed-in',
  'GET /api/roles/me': 'signed-in',
  'POST /api/audit': 'signed-in',
  // Catalogue and search: browsing is open to everyone.
  'GET /api/items': 'public',
  'GET /api/items/:id': 'public',
  'GET /api/items/categories': 'public',
  'GET /api/items/featured': 'public',
  'GET /api/search': 'public',
  'GET /api/search/popular': 'public',
  'GET /api/search/suggestions': 'public',
  'GET /api/search/place': 'public',
  'POST /api/search/recent': 'public',
  'DELETE /api/search/recent': 'signed-in',
  'GET /api/profiles/:id': 'public',
  'GET /api/reviews/items/:id': 'public',
  'GET /api/rentals/availability/:itemId': 'public',
  'GET /api/live': 'signed-in',
  'POST /api/wishlist/lookup': 'public',
  'POST /api/payments/webhook': 'public',
  // One's own things.
  'GET /api/items/mine': 'signed-in',
  'POST /api/items': 'signed-in',
  'POST /api/items/photos': 'signed-in',
  'DELETE /api/items/photos/:id': 'signed-in',
  'PATCH /api/items/:id': 'owner',
  'DELETE /api/items/:id': 'owner',
  'GET /api/profile': 'signed-in',
  'PATCH /api/profile': 'signed-in',
  'POST /api/profile/avatar': 'signed-in',
  'GET /api/settings': 'signed-in',
  'PATCH /api/settings': 'signed-in',
  'GET /api/identity': 'signed-in',
  'POST /api/identity': 'signed-in',
  'GET /api/conversations': 'signed-in',
  'POST /api/conversations': 'signed-in',
  'GET /api/conversations/:id': 'signed-in',
  'POST /api/conversations/:id/messages': 'signed-in',
  'POST /api/conversations/:id/read': 'signed-in',
  'GET /api/notifications': 'signed-in',
  'DELETE /api/notifications': 'signed-in',
  'GET /api/notifications/unread-count': 'signed-in',
  'GET /api/notifications/:id': 'signed-in',
  'POST /api/notifications/:id/read': 'signed-in',
  'DELETE /api/notifications/:id': 'signed-in',
  'GET /api/wishlist': 'signed-in',
  'PUT /api/wishlist/:itemId': 'signed-in',
  'DELETE /api/wishlist/:itemId': 'signed-in',
  'POST /api/wishlist/:itemId/alerts': 'signed-in',
  'POST /api/wishlist/merge': 'signed-in',
  'GET /api/rentals': 'signed-in',
  'GET /api/rentals/:id': 'signed-in',
  'POST /api/rentals/checkout': 'signed-in',
  'POST /api/rentals/:id/cancel': 'signed-in',
  'POST /api/rentals/:id/no-show': 'signed-in',
  'POST /api/rentals/:id/return': 'signed-in',
  'POST /api/rentals/:id/claim-photos': 'signed-in',
  'POST /api/rentals/:id/check-in-photos': 'signed-in',
  'POST /api/rentals/:id/check-ins/:step': 'signed-in',
  'POST /api/rentals/:id/check-ins/:step/code': 'signed-in',
  'POST /api/rentals/:id/check-ins/:step/confirm': 'signed-in',
  'POST /api/rentals/:id/claim/accept': 'signed-in',
  // Extensions: the renter asks, the owner answers; the service answers strangers 404 (extensions.int.test.ts).
  'POST /api/rentals/:id/extensions': 'signed-in',
  'POST /api/rentals/:id/extensions/:extensionId/accept': 'signed-in',
  'POST /api/rentals/:id/extensions/:extensionId/decline': 'signed-in',
  'POST /api/rentals/:id/claim/dispute': 'signed-in',
  'GET /api/reviews/mine': 'signed-in',
  'POST /api/reviews': 'signed-in',
  'GET /api/payments/billing': 'signed-in',
  'GET /api/payments/earnings': 'signed-in',
  'GET /api/payments/sandbox/sessions/:sessionId': 'signed-in',
  'POST /api/payments/sandbox/sessions/:sessionId/pay': 'signed-in',
  'POST /api/payments/sessions/:sessionId/verify': 'signed-in',
  'GET /api/payouts': 'signed-in',
  'GET /api/payouts/account': 'signed-in',
  'POST /api/payouts/account/onboarding': 'signed-in',
  'GET /api/payouts/sandbox/accounts/:accountId': 'signed-in',
  'POST /api/payouts/sandbox/accounts/:accountId/complete': 'signed-in',
  // Administration.
  'GET /api/items/review-queue': 'admin',
  'POST /api/items/:id/approve': 'admin',
  'POST /api/items/:id/reject': 'admin',
  'GET /api/admin/analytics': 'admin',
  'GET /api/admin/audit': 'admin',
  'GET /api/admin/audit/facets': 'admin',
  'GET /api/admin/disputes': 'admin',
  'POST /api/admin/disputes/:rentalId/decision': 'admin',
  'GET /api/admin/jobs': 'admin',
  'POST /api/admin/jobs/:kind/:id/retry': 'admin',
  'GET /api/admin/identity': 'admin',
  'GET /api/admin/identity/:id/document': 'admin',
  'POST /api/admin/identity/:id/approval': 'admin',
  'POST /api/admin/identity/:id/rejection': 'admin',
  'GET /api/admin/settings': 'admin',
  'PUT /api/admin/settings': 'admin',
  'GET /api/admin/users': 'admin',
  'PUT /api/admin/users/:id/role': 'admin',
  'POST /api/admin/users/:id/suspension': 'admin',
  'DELETE /api/admin/users/:id/suspension': 'admin',
};

const IDENTITIES = ['visitor', 'guest', 'user', 'other', 'admin'] as const;
type Identity = (typeof IDENTITIES)[number];

function allowedFor(access: Access, who: Identity): boolean {
  if (access === 'public') return true;
  if (who === 'visitor' || who === 'guest') return false;
  if (access === 'signed-in') return true;
  if (access === 'owner') return who !== 'other';
  return who === 'admin';
}

/** Mutations last, and among them the ones that end the session used. */
function runOrder(route: AppRoute): number {
  if (route.path.includes('sign-out') || route.path.includes('revoke')) return 3;
  if (route.method === 'DELETE') return 2;
  return route.method === 'GET' ? 0 : 1;
}

describe('authorisation matrix', () => {
  let t: TestApp;
  let user: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  let itemId: string;

  beforeAll(async () => {
    t = await createTestApp();
    user = await signUpAndSignIn(t, { email: 'matrix-user@example.com' });
    other = await signUpAndSignIn(t, { email: 'matrix-other@example.com' });
    admin = await signUpAndSignIn(t, { email: 'matrix-admin@example.com', admin: true });
    const item = await createListing(t, user);
    await approve(t, admin, item.id);
    itemId = item.id;
  }, 240_000);
  afterAll(() => t.close());

  test('every declared route has a declared expectation', () => {
    const missing = apiRoutes(t.app)
      .filter((route) => !(route.key in ROUTE_ACCESS))
      .map(
        (route) =>
          `'${route.key}' has no declared access: add "'${route.key}': 'public' | 'signed-in' | 'owner' | 'admin'" to ROUTE_ACCESS in src/server/http/authorisation-matrix.int.test.ts`,
      );
    expect(missing, missing.join('\n')).toEqual([]);
  });

  test('each identity is let through or refused as declared', async () => {
    const headers: Record<Identity, Record<string, string>> = {
      visitor: {},
      guest: { cookie: 'shareshed.session_token=forged.c2lnbmF0dXJl' },
      user: user.headers,
      other: other.headers,
      admin: admin.headers,
    };
    const fill = (name: string) => {
      if (name === '*') return 'public/none.png';
      if (name === 'id' || name === 'itemId') return itemId;
      return 'matrix-unknown';
    };
    const routes = apiRoutes(t.app)
      .filter((route) => route.key in ROUTE_ACCESS)
      .sort((a, b) => runOrder(a) - runOrder(b));
    const wrong: string[] = [];
    for (const route of routes) {
      const access = ROUTE_ACCESS[route.key] as Access;
      // Admin routes take account ids; everything else here an item id.
      const path = fillPath(route.path, (name) =>
        route.path.startsWith('/api/admin/') && name === 'id' ? other.userId : fill(name),
      );
      // Admins last: their mutations (approving, deleting) must not change what others see.
      for (const who of IDENTITIES) {
        const response = await t.app.request(path, {
          method: route.method,
          headers: {
            origin: TEST_ORIGIN,
            ...headers[who],
            ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
          },
          body: route.method === 'GET' ? undefined : '{}',
        });
        await response.body?.cancel();
        const refused = response.status === 401 || response.status === 403;
        const hidden = response.status === 404 && access === 'owner' && who === 'other';
        const expectAllowed = allowedFor(access, who);
        if (expectAllowed && refused)
          wrong.push(`${route.key} as ${who}: refused (${response.status}), declared ${access}`);
        if (!expectAllowed) {
          const expected = who === 'visitor' || who === 'guest' ? [401] : [403];
          if (!(expected.includes(response.status) || hidden)) {
            wrong.push(
              `${route.key} as ${who}: ${response.status}, declared ${access} (expected ${expected.join('/')})`,
            );
          }
        }
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  }, 240_000);
});
