import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { adminPage, bookAndPayByApi, dayFrom, person, publishedItem } from './support/rentals';

test.describe.configure({ timeout: 240_000 });

test('on the start date the owner never came: the renter reports it, is refunded in full, and the owner hears it', async ({
  browser,
}, testInfo) => {
  const admin = await adminPage(browser);
  const owner = await person(browser, 'owner', 'Olive Owner');
  const renter = await person(browser, 'renter', 'Rita Renter');
  const title = `Tile cutter ${testInfo.project.name} ${Date.now()}`;
  const itemId = await publishedItem(owner.page, admin, title, '30.00');
  // Starting today: the day a no-show can be reported ($60.00 + $60.00 deposit).
  await bookAndPayByApi(renter.page, itemId, dayFrom(0), 2);

  await renter.page.goto('/rentals');
  const mine = renter.page.getByTestId('rental-card').filter({ hasText: title });
  await mine.getByRole('button', { name: "Owner Didn't Come" }).click();
  const confirm = renter.page.getByRole('alertdialog', { name: 'Report that the owner did not come?' });
  await expect(
    confirm.getByText(
      'The rental is cancelled and $120.00, including the security deposit, is refunded to you in full.',
    ),
  ).toBeVisible();
  await expectAccessible(renter.page);
  // Going back changes nothing.
  await confirm.getByRole('button', { name: 'Go Back' }).click();
  await expect(confirm).toBeHidden();
  await expect(mine.getByTestId('rental-status')).not.toHaveText('Cancelled');

  await mine.getByRole('button', { name: "Owner Didn't Come" }).click();
  await confirm.getByRole('button', { name: 'Report No-Show' }).click();
  await expect(renter.page.getByText('No-Show Reported', { exact: true })).toBeVisible();
  await expect(mine.getByTestId('rental-status')).toHaveText('Cancelled');
  await expect(mine.getByTestId('deposit-status')).toHaveText('Deposit refunded');
  await expect(mine.getByText('The owner did not come to the hand-over.')).toBeVisible();
  await expect(mine.getByText('Total paid, refunded')).toBeVisible();
  await expect(mine.getByRole('button', { name: "Owner Didn't Come" })).toHaveCount(0);

  // The owner is told, and no payout is promised for this rental any more.
  await owner.page.goto('/notifications');
  const notices = owner.page.getByTestId('notification');
  await expect(
    notices.filter({ hasText: `The renter reported that you did not come to hand over "${title}"` }),
  ).toHaveCount(1);
  await expect(notices.filter({ hasText: 'Payout on its way' }).filter({ hasText: title })).toHaveCount(0);
  await expectAccessible(owner.page);
  await owner.page.goto('/rentals?tab=lending');
  const lent = owner.page.getByTestId('rental-card').filter({ hasText: title });
  await expect(lent.getByText('The owner did not come to the hand-over.')).toBeVisible();
  await expect(lent.getByText('Your share (not paid out)')).toBeVisible();
  await expect(lent.getByRole('button', { name: "Renter Didn't Come" })).toHaveCount(0);

  await Promise.all([owner.close(), renter.close(), admin.context().close()]);
});
