import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { adminPage, bookAndPayByApi, dayFrom, fillCard, person, publishedItem } from './support/rentals';

test.describe.configure({ timeout: 300_000 });

test('the renter asks for 3 more days, the owner accepts in one tap, the renter pays in the sandbox, and both see the new end date', async ({
  browser,
}, testInfo) => {
  const admin = await adminPage(browser);
  const owner = await person(browser, 'ext-owner', 'Olive Owner');
  const renter = await person(browser, 'ext-renter', 'Rita Renter');
  const title = `Pressure washer ${testInfo.project.name} ${Date.now()}`;
  const itemId = await publishedItem(owner.page, admin, title, '18.00');
  await bookAndPayByApi(renter.page, itemId, dayFrom(0), 2);

  // The renter: Extend rental, a number of days, the price before asking.
  await renter.page.goto('/rentals');
  const mine = renter.page.getByTestId('rental-card').filter({ hasText: title });
  await expect(mine.getByText(/·\s*2 days$/)).toBeVisible();
  await mine.getByRole('button', { name: 'Extend Rental' }).click();
  const dialog = renter.page.getByRole('dialog', { name: 'Extend rental' });
  await dialog.getByLabel('More days').fill('3');
  const preview = dialog.getByTestId('extension-preview');
  await expect(preview.getByText('3 days × $18.00')).toBeVisible();
  await expect(preview.getByText('$54.00')).toBeVisible();
  await expectAccessible(renter.page);
  await dialog.getByRole('button', { name: 'Ask for More Days' }).click();
  await expect(dialog).toBeHidden();
  await expect(mine.getByTestId('extension-status')).toHaveText(
    /^You asked for 3 more days, until .+, for \$54\.00\./,
  );

  // The owner: the request on the rental, Accept in one tap.
  await owner.page.goto('/rentals?tab=lending');
  const lent = owner.page.getByTestId('rental-card').filter({ hasText: title });
  await expect(lent.getByTestId('extension-status')).toHaveText(
    /^Rita Renter asks for 3 more days, until .+, for \$54\.00 \(you receive \$52\.38\)\./,
  );
  await expectAccessible(owner.page);
  await lent.getByRole('button', { name: 'Accept' }).click();
  await expect(lent.getByTestId('extension-status')).toHaveText(
    /^You accepted 3 more days, until .+\. Waiting for Rita Renter to pay\.$/,
  );

  // The renter pays the extra days in the sandbox checkout (a new tab).
  await renter.page.reload();
  await expect(mine.getByTestId('extension-status')).toHaveText(
    /^Olive Owner accepted 3 more days\. Pay \$54\.00/,
  );
  const popupPromise = renter.page.waitForEvent('popup');
  await mine.getByRole('link', { name: 'Pay $54.00 for the Extra Days' }).click();
  const checkout = await popupPromise;
  await checkout.waitForURL(/\/checkout\/cs_sandbox_/);
  await expect(checkout.getByText(`${title} (extra day)`).first()).toBeVisible();
  await expectAccessible(checkout);
  await fillCard(checkout, '4242 4242 4242 4242');
  await checkout.getByRole('button', { name: 'Pay $54.00' }).click();
  await checkout.waitForURL(/\/rental-success\?session_id=cs_sandbox_/);
  await checkout.close();

  // Both sides: 5 days, and the dates end on the new last day the status names.
  for (const [page, card, status] of [
    [renter.page, mine, /^Extended by 3 days \(\$54\.00 paid\): the rental now runs until (.+)\.$/],
    [owner.page, lent, /^Extended by 3 days: the rental now runs until (.+)\. You receive \$52\.38 more\.$/],
  ] as const) {
    await page.reload();
    await expect(card.getByText(/·\s*5 days$/)).toBeVisible();
    const line = card.getByTestId('extension-status');
    await expect(line).toHaveText(status);
    const until = status.exec((await line.textContent()) ?? '')?.[1] ?? '';
    expect(until).not.toBe('');
    await expect(
      card.getByText(new RegExp(`– ${until.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Extend Rental' })).toHaveCount(0);
    await expectAccessible(page);
  }
  await Promise.all([owner.close(), renter.close()]);
});
