import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/axe';
import { dismissToasts } from './support/outbox';
import {
  PRIVATE_ADMIN_EMAIL,
  type PrivateServer,
  signedInOn,
  startPrivateServer,
} from './support/private-server';
import { adminPage, person } from './support/rentals';
import { E2E_PASSWORD, uniqueEmail } from './support/signed-in-user';

/** A name no other test uses, so searches find exactly this person. */
const uniqueName = (first: string) => `${first} ${Math.random().toString(36).slice(2, 8)}`;

async function userId(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  return session.user.id;
}

async function auditActions(
  admin: Page,
  query: string,
): Promise<{ action: string; actor: { id: string } | null }[]> {
  const res = await admin.request.get(`/api/admin/audit?${query}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { events: { action: string; actor: { id: string } | null }[] }).events;
}

test('the home admin panel: Admin Only, three cards, each click audited before the page opens', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await adminPage(browser);
  const adminId = await userId(admin);
  const cards = [
    { button: 'View Users', path: '/admin/users', heading: 'User Management', action: 'view_users' },
    { button: 'View Reports', path: '/admin/analytics', heading: 'Analytics', action: 'view_analytics' },
    {
      button: 'Manage Settings',
      path: '/admin/settings',
      heading: 'System Settings',
      action: 'view_settings',
    },
  ];
  for (const card of cards) {
    const before = (await auditActions(admin, `action=${card.action}&actor=${adminId}`)).length;
    await admin.goto('/');
    const panel = admin.getByRole('region', { name: 'Admin Panel' });
    await expect(panel.getByText('Admin Only')).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Analytics' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'System Settings' })).toBeVisible();
    if (card.action === 'view_users') await expectAccessible(admin);
    await panel.getByRole('button', { name: card.button }).click();
    await expect(admin).toHaveURL(new RegExp(`${card.path}$`));
    await expect(admin.getByRole('heading', { level: 1, name: card.heading })).toBeVisible();
    const after = await auditActions(admin, `action=${card.action}&actor=${adminId}`);
    expect(after.length).toBe(before + 1);
  }
});

test('non-admins get nothing of the admin panel, not even its code, and admin pages send them home', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const member = await person(browser, 'member', 'Mia Member');
  const scripts: string[] = [];
  member.page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await member.page.goto('/');
  await expect(member.page.getByRole('heading', { name: 'Featured Items Near You' })).toBeVisible();
  // The role lookup waits 100 ms; give it time to answer before checking that nothing appeared.
  await member.page.waitForTimeout(1500);
  await expect(member.page.getByText('Admin Only')).toHaveCount(0);
  await expect(member.page.getByText('Loading admin panel...')).toHaveCount(0);
  expect(scripts.filter((url) => /admin-panel/.test(url))).toEqual([]);

  for (const path of [
    '/admin/users',
    '/admin/analytics',
    '/admin/settings',
    '/admin/identity',
    '/admin/audit',
  ]) {
    await member.page.goto(path);
    await expect(member.page).toHaveURL(/\/$/);
  }
  await member.close();
});

test('users: search, the Protected email, grant and revoke admin, suspend and restore', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await adminPage(browser);
  const name = uniqueName('Sam');
  const email = uniqueEmail('suspect');
  const context = await browser.newContext();
  const member = await context.newPage();
  const { signUpVerifiedAndSignIn } = await import('./support/signed-in-user');
  await signUpVerifiedAndSignIn(member, email, name);

  await admin.goto('/admin/users');
  const filters = admin.getByRole('form', { name: 'User filters' });
  await filters.getByLabel('Search users').fill(name);
  await filters.getByRole('button', { name: 'Search' }).click();
  const row = admin.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Protected')).toBeVisible();
  await expect(row.getByText(email)).toHaveCount(0);
  await expect(row.getByText('User', { exact: true })).toBeVisible();
  await expect(admin.getByText('1 user', { exact: true })).toBeVisible();
  await expectAccessible(admin);

  // Grant admin: in force at once for the member.
  await row.getByRole('button', { name: 'Make admin' }).click();
  const grant = admin.getByRole('dialog', { name: `Make ${name} an admin?` });
  await expectAccessible(admin);
  await grant.getByRole('button', { name: 'Make admin' }).click();
  await expect(admin.getByText('Action completed successfully')).toBeVisible();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  expect((await member.request.get('/api/admin/settings')).status()).toBe(200);
  await dismissToasts(admin);

  await row.getByRole('button', { name: 'Remove admin' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Remove admin' }).click();
  await expect(row.getByText('User', { exact: true })).toBeVisible();
  // Each toast is waited for before toasts are dismissed, so none turns up later in a check.
  await expect(admin.getByText('Action completed successfully')).toBeVisible();
  expect((await member.request.get('/api/admin/settings')).status()).toBe(403);

  // Suspend: a reason is required; then the member is signed out and cannot sign in again.
  await dismissToasts(admin);
  await row.getByRole('button', { name: 'Suspend' }).click();
  const suspend = admin.getByRole('dialog', { name: `Suspend ${name}?` });
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(suspend.getByText('Please give a reason')).toBeVisible();
  await suspend.getByLabel('Reason').fill('Listed stolen goods');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(suspend).toHaveCount(0);
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(row.getByText(/Listed stolen goods/)).toBeVisible();

  await member.goto('/');
  await expect(member.getByRole('button', { name: 'Log In' })).toBeVisible();
  await member.getByRole('button', { name: 'Log In' }).click();
  await member.getByLabel('Email').fill(email);
  await member.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await member.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(member.getByText(/Your account has been suspended/)).toBeVisible();

  await row.getByRole('button', { name: 'Restore' }).click();
  await admin
    .getByRole('dialog', { name: `Restore ${name}?` })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  const signIn = await member.request.post('/api/auth/sign-in/email', {
    data: { email, password: E2E_PASSWORD },
  });
  expect(signIn.status()).toBe(200);

  // Every one of these actions is in the audit log, filterable by action.
  await admin.goto('/admin/audit?action=user_suspended');
  await expect(admin.getByRole('rowheader', { name: 'user_suspended' }).first()).toBeVisible();
  await expect(admin.getByRole('rowheader', { name: 'user_restored' })).toHaveCount(0);
  await expectAccessible(admin);
  await context.close();
});

test('analytics: four cards and four charts, each with its numbers as text', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  await admin.goto('/admin/analytics');
  for (const card of ['Total Users', 'Active Rentals', 'Total Revenue', 'Total Rentals']) {
    await expect(admin.getByRole('heading', { name: card })).toBeVisible();
  }
  const charts = ['Platform fees per month', 'New users per month', 'Rentals per month', 'Rentals by status'];
  for (const chart of charts) {
    const picture = admin.getByRole('img', { name: chart });
    await expect(picture).toBeVisible();
    const box = await picture.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(200);
  }
  // Six months of columns, and one bar per rental status.
  const rentalsFigure = admin.locator('figure').filter({ hasText: 'Rentals per month' });
  await expect(rentalsFigure.locator('svg rect')).toHaveCount(6);
  const statusFigure = admin.locator('figure').filter({ hasText: 'Rentals by status' });
  await expect(statusFigure.locator('svg rect')).toHaveCount(10);
  await expect(admin.locator('figure').filter({ hasText: 'New users per month' })).toContainText(
    /New users over the last 6 months: \d+ in total/,
  );
  await rentalsFigure.getByText('Show the numbers as a table').click();
  await expect(rentalsFigure.getByRole('row')).toHaveCount(7);
  await expectAccessible(admin);

  // A failure says so, as a toast and on the page.
  await admin.route('**/api/admin/analytics', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"internal","message":"x"}}',
    }),
  );
  await admin.getByRole('button', { name: 'Refresh' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'Failed to load analytics data' })).toBeVisible();
  await expect(
    admin.locator('[data-sonner-toast]').filter({ hasText: 'Failed to load analytics data' }),
  ).toBeVisible();
});

test('identity: an owner sends an ID photo, an admin sees it in the queue and approves it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const name = uniqueName('Olive');
  const owner = await person(browser, 'owner', name);
  const admin = await adminPage(browser);

  // My Listings tells the owner why their listings are not live yet.
  await owner.page.goto('/my-listings');
  await expect(owner.page.getByText('Your listings go live once your identity is verified.')).toBeVisible();
  await owner.page.getByRole('link', { name: 'Verify your identity' }).click();
  await expect(owner.page).toHaveURL(/\/verify-identity$/);
  await expect(owner.page.getByRole('heading', { name: 'Not verified yet' })).toBeVisible();
  await expectAccessible(owner.page);
  const photo = await sharp({
    create: { width: 900, height: 560, channels: 3, background: { r: 210, g: 200, b: 190 } },
  })
    .png()
    .toBuffer();
  await owner.page
    .getByLabel('Photo of your ID')
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: photo });
  await owner.page.getByRole('button', { name: 'Send photo' }).click();
  await expect(owner.page.getByRole('heading', { name: 'Waiting for review' })).toBeVisible();
  const ownerId = await userId(owner.page);
  // The photo is for admins only.
  expect((await owner.page.request.get(`/api/admin/identity/${ownerId}/document`)).status()).toBe(403);

  await admin.goto('/admin/identity');
  const card = admin.getByRole('listitem').filter({ hasText: name });
  const image = card.getByRole('img', { name: `ID photo sent by ${name}` });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await expectAccessible(admin);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Action completed successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
  await admin.getByRole('button', { name: 'Approved' }).click();
  await expect(admin.getByRole('listitem').filter({ hasText: name })).toBeVisible();

  await owner.page.reload();
  await expect(owner.page.getByRole('heading', { name: 'Your identity is verified' })).toBeVisible();
  await owner.page.goto('/my-listings');
  await expect(owner.page.getByRole('heading', { level: 1, name: 'My Listings' })).toBeVisible();
  await expect(owner.page.getByText(/Your listings go live once/)).toHaveCount(0);
  await owner.close();
});

test.describe('system settings, on a server of their own', () => {
  let server: PrivateServer;

  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the fixtures argument to be destructured.
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(180_000);
    const base = Number(process.env.E2E_PORT ?? 4173);
    server = await startPrivateServer(base + 400 + testInfo.parallelIndex);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('changed on /admin/settings, saved on the server and in force at once', async ({ browser }) => {
    test.setTimeout(240_000);
    const admin = await signedInOn(browser, server.url, PRIVATE_ADMIN_EMAIL, 'E2E Admin');
    const visitorContext = await browser.newContext({ baseURL: server.url });
    await visitorContext.addInitScript(() => window.localStorage.setItem('guest_mode', 'true'));
    const visitor = await visitorContext.newPage();

    await admin.goto('/admin/settings');
    // A server that has just started answers its first pages slowly on a busy machine.
    await expect(admin.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(admin.getByLabel('Commission rate (%)')).toHaveValue('3');
    await expect(admin.getByLabel('Max rental days')).toHaveValue('30');
    await expect(admin.getByRole('switch', { name: 'Require ID verification' })).toBeChecked();
    await expect(admin.getByRole('switch', { name: 'Maintenance mode' })).not.toBeChecked();
    await expectAccessible(admin);

    // Numbers are whole numbers, with a clear message; nothing is saved until they are.
    await admin.getByLabel('Commission rate (%)').fill('2.5');
    await admin.getByRole('button', { name: 'Save Settings' }).click();
    await expect(admin.getByText('Commission rate must be a whole number')).toBeVisible();
    expect(
      ((await (await admin.request.get('/api/admin/settings')).json()) as { commissionRate: number })
        .commissionRate,
    ).toBe(3);

    await admin.getByLabel('Commission rate (%)').fill('5');
    await admin.getByLabel('Site name').fill('ToolLoop');
    await admin.getByLabel('Support email').fill('help@toolloop.test');
    await admin.getByRole('switch', { name: 'Maintenance mode' }).click();
    await admin.getByRole('button', { name: 'Save Settings' }).click();
    await expect(admin.getByText('Action completed successfully')).toBeVisible();
    expect(await (await admin.request.get('/api/admin/settings')).json()).toMatchObject({
      commissionRate: 5,
      siteName: 'ToolLoop',
      supportEmail: 'help@toolloop.test',
      maintenanceMode: true,
    });

    // Visitors see the maintenance page, and the API refuses their changes.
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { name: "We'll be back soon" })).toBeVisible();
    await expect(visitor.getByText('ToolLoop is down for maintenance.', { exact: false })).toBeVisible();
    await expect(visitor).toHaveTitle('Down for maintenance | ToolLoop');
    await expectAccessible(visitor);
    const refused = await visitor.request.post('/api/auth/sign-up/email', {
      data: { email: uniqueEmail('late'), password: E2E_PASSWORD, name: 'Late Comer' },
    });
    expect(refused.status()).toBe(503);

    // Admins keep working, reminded by a banner; the new site name is in the page title.
    await admin.goto('/admin/users');
    await expect(admin.getByText('Maintenance mode is on')).toBeVisible();
    await expect(admin).toHaveTitle('User Management | ToolLoop');

    await admin.goto('/admin/settings');
    await admin.getByRole('switch', { name: 'Maintenance mode' }).click();
    await admin.getByRole('switch', { name: 'Registration enabled' }).click();
    await admin.getByRole('button', { name: 'Save Settings' }).click();
    await expect(admin.getByText('You have unsaved changes.')).toHaveCount(0);

    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: "We'll be back soon" })).toHaveCount(0);
    await expect(visitor.getByRole('heading', { name: 'Featured Items Near You' })).toBeVisible();
    await expect(visitor).toHaveTitle(/ToolLoop$/);
    // The header carries the new name, and the Support page the new address.
    await expect(
      visitor.getByRole('banner').getByRole('link', { name: 'ToolLoop', exact: true }),
    ).toBeVisible();
    await visitor.goto('/support');
    await expect(visitor.getByRole('link', { name: 'help@toolloop.test' })).toBeVisible();
    await expect(visitor).toHaveTitle(/\| ToolLoop$/);
    const closed = await visitor.request.post('/api/auth/sign-up/email', {
      data: { email: uniqueEmail('closed'), password: E2E_PASSWORD, name: 'Closed Out' },
    });
    expect(closed.status()).toBe(403);
    expect(((await closed.json()) as { error: { message: string } }).error.message).toBe(
      'New sign-ups are currently closed. Please try again later.',
    );
    await visitorContext.close();
  });
});
