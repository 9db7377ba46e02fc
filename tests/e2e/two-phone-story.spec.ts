import { devices, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import {
  adminPage,
  bookAndPayByApi,
  dayFrom,
  fillCard,
  person,
  photoFile,
  publishedItem,
} from './support/rentals';

test.describe.configure({ timeout: 300_000 });

// Owner and renter each with a phone, whatever the project's screen.
const { defaultBrowserType: _browserType, ...phone } = devices['Pixel 7'];

/** The code the recorder's phone shows, as typed (digits only). */
async function shownCode(card: Locator) {
  const code = card.getByTestId('handover-code');
  await expect(code).toHaveText(/^\d{3} \d{3}$/);
  return ((await code.textContent()) ?? '').replace(/\s/g, '');
}

/** `recorder` checks in `step` with one photo; `confirmer` types the code shown on the other phone. */
async function checkIn(
  step: 'Pick-up' | 'Return',
  recorder: { page: Page; card: Locator },
  confirmer: { page: Page; card: Locator },
) {
  await recorder.card.getByRole('button', { name: `Check In the ${step}` }).click();
  const dialog = recorder.page.getByRole('dialog', { name: `Check in the ${step.toLowerCase()}` });
  await dialog.getByLabel('Photos of the item (1 to 6)').setInputFiles(await photoFile(`${step}.png`, 80));
  await expect(dialog.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save and Show Code' }).click();
  await expect(dialog).toBeHidden();
  const code = await shownCode(recorder.card);
  await confirmer.page.reload();
  await confirmer.card.getByLabel('Code from the other phone').fill(code);
  await confirmer.card
    .getByRole('button', { name: step === 'Pick-up' ? 'Confirm Pick-up' : 'Confirm Return Check-in' })
    .click();
}

test('two phones: hand over with photos, extend by two days, bring it back a day late, check in the return and settle the deposit', async ({
  browser,
}, testInfo) => {
  const admin = await adminPage(browser);
  const owner = await person(browser, 'story-owner', 'Olive Owner', phone);
  const renter = await person(browser, 'story-renter', 'Rita Renter', phone);
  const title = `Tile cutter ${testInfo.project.name} ${Date.now()}`;
  const itemId = await publishedItem(owner.page, admin, title, '15.00');
  const { rentalId } = await bookAndPayByApi(renter.page, itemId, dayFrom(0), 2);
  await owner.page.goto('/rentals?tab=lending');
  await renter.page.goto('/rentals');
  const lent = owner.page.getByTestId('rental-card').filter({ hasText: title });
  const mine = renter.page.getByTestId('rental-card').filter({ hasText: title });
  const ownerSide = { page: owner.page, card: lent };
  const renterSide = { page: renter.page, card: mine };

  // The hand-over: the owner photographs the item, the renter confirms with the code.
  await checkIn('Pick-up', ownerSide, renterSide);
  await expect(mine.getByText(/^Handed over on /)).toBeVisible();
  await expectAccessible(renter.page);

  // Two more days: the renter asks, the owner accepts in one tap, the renter pays.
  await mine.getByRole('button', { name: 'Extend Rental' }).click();
  const extend = renter.page.getByRole('dialog', { name: 'Extend rental' });
  await extend.getByLabel('More days').fill('2');
  await expect(extend.getByTestId('extension-preview').getByText('$30.00')).toBeVisible();
  await extend.getByRole('button', { name: 'Ask for More Days' }).click();
  await expect(extend).toBeHidden();
  await owner.page.reload();
  await lent.getByRole('button', { name: 'Accept' }).click();
  await expect(lent.getByTestId('extension-status')).toHaveText(/^You accepted 2 more days/);
  await renter.page.reload();
  const popupPromise = renter.page.waitForEvent('popup');
  await mine.getByRole('link', { name: 'Pay $30.00 for the Extra Days' }).click();
  const checkout = await popupPromise;
  await checkout.waitForURL(/\/checkout\/cs_sandbox_/);
  await fillCard(checkout, '4242 4242 4242 4242');
  await checkout.getByRole('button', { name: 'Pay $30.00' }).click();
  await checkout.waitForURL(/\/rental-success\?session_id=cs_sandbox_/);
  await checkout.close();
  for (const { page, card } of [ownerSide, renterSide]) {
    await page.reload();
    await expect(card.getByText(/·\s*4 days$/)).toBeVisible();
    await expect(card.getByTestId('extension-status')).toHaveText(/^Extended by 2 days/);
  }

  // A day late: the period moves four days back (the browser tests' clock for one rental,
  // decision 034), so the last day was yesterday; both phones show the fee so far.
  const moved = await admin.request.post(`/api/dev/rentals/${rentalId}/period`, {
    data: { startDate: dayFrom(-4) },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  for (const { page, card } of [ownerSide, renterSide]) {
    await page.reload();
    await expect(card.getByTestId('late-fee')).toHaveText('Late by 1 day – late fee $15.00 so far');
  }

  // The return: the owner photographs it back, the renter confirms, the owner settles it as good.
  await checkIn('Return', ownerSide, renterSide);
  await expect(mine.getByText(/^Confirmed by both sides on /)).toHaveCount(2);
  await owner.page.reload();
  await lent.getByRole('button', { name: 'Process Return' }).click();
  const settle = owner.page.getByRole('dialog', { name: 'Process Return' });
  await settle.getByRole('radio', { name: /Good condition/ }).click();
  await settle.getByRole('button', { name: 'Confirm Return' }).click();
  await expect(settle).toBeHidden();
  await expect(lent.getByTestId('deposit-status')).toHaveText('Deposit refunded');
  await renter.page.reload();
  await expect(mine.getByTestId('deposit-status')).toHaveText('Deposit refunded');
  await expectAccessible(renter.page);
  await expectAccessible(owner.page);
  await Promise.all([owner.close(), renter.close()]);
});
