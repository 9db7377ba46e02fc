import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { dismissToasts } from './support/outbox';
import { adminPage, bookAndPayByApi, dayFrom, person, publishedItem } from './support/rentals';

test.describe.configure({ timeout: 240_000 });

test('a paid booking notifies the owner live on the bell; opening one marks it read; delete one and Delete All', async ({
  browser,
}, testInfo) => {
  const admin = await adminPage(browser);
  const suffix = `${testInfo.project.name} ${Date.now()}`;
  const owner = await person(browser, 'owner', 'Olive Owner');
  const renter = await person(browser, 'renter', `Rita ${suffix}`);
  const title = `Tile saw ${suffix}`;
  const itemId = await publishedItem(owner.page, admin, title, '40.00');

  const page = owner.page;
  await page.goto('/notifications');
  await expect(page.getByText('No notifications')).toBeVisible();
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell.getByTestId('badge')).toHaveCount(0);
  await expectAccessible(page);

  // The renter books and pays: the owner's bell and list update without a reload.
  await bookAndPayByApi(renter.page, itemId, dayFrom(5), 3);
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread', { timeout: 15_000 });
  await expect(bell.getByTestId('badge')).toHaveText('2');
  const cards = page.getByTestId('notification');
  await expect(cards).toHaveCount(2);
  await expect(page.getByText('All caught up!')).toBeVisible();
  const request = cards.filter({ hasText: 'New rental request' });
  await expect(request).toContainText(`Rita ${suffix} booked "${title}" for 3 days`);
  await expectAccessible(page);

  // Opening one shows it in full with a link to what it is about, and marks it read.
  await request.getByRole('link', { name: 'New rental request' }).click();
  await expect(page).toHaveURL(/\/message\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'New rental request', level: 1 })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'View rental' }).click();
  await expect(page).toHaveURL(/\/rentals\?tab=lending$/);
  await expect(page.getByTestId('rental-card').filter({ hasText: title })).toBeVisible();

  // Delete one, then Delete All with the confirmation.
  await page.goto('/notifications');
  await page.getByRole('button', { name: 'Delete notification: Payout on its way' }).click();
  // Waited for, so it is not dismissed before it shows and then found by the accessibility check.
  await expect(page.getByText('Notification deleted')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(bell.getByTestId('badge')).toHaveCount(0);
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Delete All' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete All Notifications' });
  await expect(
    dialog.getByText('Are you sure you want to delete all notifications? This action cannot be undone.'),
  ).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete All' }).click();
  await expect(page.getByText('No notifications')).toBeVisible();
  await expect(page.getByText('All caught up!')).toHaveCount(0);

  // The renter's receipt is theirs alone: its id means nothing to the owner.
  await renter.page.goto('/notifications');
  const receipt = renter.page.getByTestId('notification').filter({ hasText: 'Payment received' });
  await expect(receipt).toBeVisible();
  const href = await receipt.getByRole('link').getAttribute('href');
  await page.goto(href ?? '/message/none');
  await expect(page.getByRole('heading', { name: 'Message Not Found', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await Promise.all([owner.close(), renter.close()]);
});
