import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { continueAsGuest } from './support/guest';
import { dismissToasts } from './support/outbox';
import { adminPage, person, publishedItem } from './support/rentals';
import { E2E_PASSWORD } from './support/signed-in-user';

test.describe.configure({ timeout: 240_000 });

test('a guest wishlist survives sign-in, merged with the account list; remove, Notify Me and the alert notification', async ({
  browser,
}, testInfo) => {
  const admin = await adminPage(browser);
  const owner = await person(browser, 'wl-owner', 'Olive Owner');
  const member = await person(browser, 'wl-member', 'Mia Member');
  const suffix = `${testInfo.project.name} ${Date.now()}`;
  const guestTitle = `Guest jigsaw ${suffix}`;
  const memberTitle = `Member drill ${suffix}`;
  const guestItem = await publishedItem(owner.page, admin, guestTitle);
  const memberItem = await publishedItem(owner.page, admin, memberTitle);
  // The member saved one item earlier, on another device.
  const saved = await member.page.request.put(`/api/wishlist/${memberItem}`);
  expect(saved.status(), await saved.text()).toBe(200);

  // A guest on this device: an empty wishlist first, then a heart on the item page.
  const context = await browser.newContext();
  const page = await context.newPage();
  await continueAsGuest(page);
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'My Wishlist', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Items' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { name: 'Wishlist Tips' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/items/${guestItem}`);
  await page.getByRole('button', { name: `Save ${guestTitle} to your wishlist` }).click();
  await expect(page.getByRole('link', { name: 'Favorites, 1 saved item' })).toBeVisible();
  await page.goto('/wishlist');
  const guestCard = page.getByRole('listitem').filter({ hasText: guestTitle });
  await expect(guestCard).toBeVisible();
  await expect(guestCard.getByText('Available now')).toBeVisible();
  await expect(guestCard.getByText('Owner: Olive Owner')).toBeVisible();
  await expect(guestCard.getByText('$20.00/day')).toBeVisible();
  await expect(page.getByText('1 item saved')).toBeVisible();
  await expectAccessible(page);

  // Log In from guest mode: the guest's item joins the account's list.
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Favorites, 2 saved items' })).toBeVisible();
  await page.goto('/wishlist');
  await expect(page.getByText('2 items saved')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: guestTitle })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: memberTitle })).toBeVisible();
  const onServer = await member.page.request.get('/api/wishlist');
  expect(JSON.stringify(await onServer.json())).toContain(guestItem);

  // Remove: gone here, from the header count and from the server.
  await page.getByRole('button', { name: `Remove ${guestTitle} from wishlist` }).click();
  await expect(page.getByRole('listitem').filter({ hasText: guestTitle })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Favorites, 1 saved item' })).toBeVisible();
  await expect(async () => {
    const list = await member.page.request.get('/api/wishlist');
    expect(JSON.stringify(await list.json())).not.toContain(guestItem);
  }).toPass();

  // The owner pauses the other item: it is unavailable, and Notify Me subscribes to an alert.
  const paused = await owner.page.request.patch(`/api/items/${memberItem}`, { data: { isAvailable: false } });
  expect(paused.status(), await paused.text()).toBe(200);
  await page.reload();
  const memberCard = page.getByRole('listitem').filter({ hasText: memberTitle });
  await expect(memberCard.getByText('Unavailable', { exact: true })).toBeVisible();
  await memberCard.getByRole('button', { name: 'Notify Me' }).click();
  await expect(page.getByText("We'll notify you when this item becomes available!")).toBeVisible();
  await expect(memberCard.getByRole('button', { name: 'Alert on' })).toBeDisabled();
  await dismissToasts(page);
  await expectAccessible(page);

  // Back on: the alert arrives as a notification, once.
  const resumed = await owner.page.request.patch(`/api/items/${memberItem}`, { data: { isAvailable: true } });
  expect(resumed.status(), await resumed.text()).toBe(200);
  const { notifications } = (await (await member.page.request.get('/api/notifications')).json()) as {
    notifications: { content: { kind: string; params: { itemTitle?: string } } | null }[];
  };
  // This member follows one alert only: its notice is there once, about this item.
  const alerts = notifications.filter((notice) => notice.content?.kind === 'wishlist_available');
  expect(alerts.map((notice) => notice.content?.params.itemTitle)).toEqual([memberTitle]);

  await context.close();
  await member.close();
  await owner.close();
  await admin.context().close();
});
