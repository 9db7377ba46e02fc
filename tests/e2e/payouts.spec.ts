import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { adminPage, bookAndPayByApi, dayFrom, person, publishedItem } from './support/rentals';

/** The pick-up check-in through the API: the owner records it with a photo, the renter confirms with the code. */
async function handOver(owner: Page, renter: Page, rentalId: string) {
  const photo = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 120, g: 140, b: 160 } },
  })
    .png()
    .toBuffer();
  const uploaded = await owner.request.post(`/api/rentals/${rentalId}/check-in-photos`, {
    multipart: { file: { name: 'pickup.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { photo: saved } = (await uploaded.json()) as { photo: { id: string } };
  const recorded = await owner.request.post(`/api/rentals/${rentalId}/check-ins/pickup`, {
    data: { photoIds: [saved.id], notes: 'Handed over with the case' },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  const { checkIn } = (await recorded.json()) as { checkIn: { code: string } };
  const confirmed = await renter.request.post(`/api/rentals/${rentalId}/check-ins/pickup/confirm`, {
    data: { code: checkIn.code },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

test('an owner sets up payouts in the sandbox, a renter books and pays, the payout shows after the hand-over', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = await adminPage(browser);
  const owner = await person(browser, 'payout-owner', 'Olive Owner');
  const renter = await person(browser, 'payout-renter', 'Rita Renter');
  const title = `Payout drill ${Date.now()}`;
  const itemId = await publishedItem(owner.page, admin, title, '30.00');

  // Settings > Billing & Payments: not set up; the sandbox's onboarding page asks for a test bank account.
  await owner.page.goto('/settings?tab=billing');
  await expect(owner.page.getByTestId('payout-status')).toHaveText('Not set up');
  await owner.page.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(owner.page).toHaveURL(/\/payouts\/sandbox\/acct_sandbox_/);
  await expect(owner.page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
  await owner.page.getByLabel('Bank account number').fill('12');
  await owner.page.getByRole('button', { name: 'Save and finish' }).click();
  await expect(owner.page.getByText('Account number must be 4 to 17 digits')).toBeVisible();
  await owner.page.getByLabel('Bank account number').fill('000123456789');
  await owner.page.getByRole('button', { name: 'Save and finish' }).click();
  await expect(owner.page).toHaveURL(/\/settings\?tab=billing/);
  await expect(owner.page.getByTestId('payout-status')).toHaveText('Active');
  await expect(owner.page.getByRole('button', { name: 'Update payout details' })).toBeVisible();

  // The renter books and pays for today; the owner's share ($30 × 2 less the 3% fee) is scheduled.
  const { rentalId } = await bookAndPayByApi(renter.page, itemId, dayFrom(0), 2);
  await owner.page.reload();
  const payout = owner.page.getByTestId('owner-payout').filter({ hasText: title });
  await expect(payout).toContainText('Scheduled');
  await expect(payout).toContainText('$58.20');

  // The pick-up is confirmed: the share is sent to the owner's payout account by a background job.
  await handOver(owner.page, renter.page, rentalId);
  await expect(async () => {
    await owner.page.reload();
    await expect(payout).toContainText('Sent to your payout account', { timeout: 2_000 });
  }).toPass({ intervals: [1_000, 2_000], timeout: 60_000 });
  await expect(payout).toContainText('$58.20');

  await owner.close();
  await renter.close();
});
