import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/axe';
import { continueAsGuest, visitAsGuest } from './support/guest';
import { dismissToasts } from './support/outbox';
import {
  adminPage,
  bookAndPayByApi,
  calendarDay,
  checkInByApi,
  dayFrom,
  fillCard,
  person,
  publishedItem,
} from './support/rentals';
import { E2E_PASSWORD } from './support/signed-in-user';

test.describe.configure({ timeout: 240_000 });

test('a renter books 3 days and pays in the sandbox (after a declined card); both sides see it; the owner returns it in good condition', async ({
  browser,
}, testInfo) => {
  const admin = await adminPage(browser);
  const owner = await person(browser, 'owner', 'Olive Owner');
  const renter = await person(browser, 'renter', 'Rita Renter');
  const title = `Circular saw ${testInfo.project.name} ${Date.now()}`;
  const itemId = await publishedItem(owner.page, admin, title, '20.00');
  const page = renter.page;
  const analytics: string[] = [];

  // The item page: open the booking dialog.
  await page.goto(`/items/${itemId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Rent Now' }).click();
  const dialog = page.getByRole('dialog', { name: `Rent ${title}` });
  await expect(dialog).toBeVisible();
  const days = dialog.getByLabel('Rental days');
  await expect(days).toHaveValue('1');

  // Empty or 0 days: payment is disabled with 'Select rental days'.
  await days.fill('');
  await expect(dialog.getByRole('button', { name: 'Select rental days' })).toBeDisabled();
  await days.fill('0');
  await expect(dialog.getByRole('button', { name: 'Select rental days' })).toBeDisabled();
  await days.fill('3');
  await expect(dialog.getByRole('button', { name: 'Select a start date' })).toBeDisabled();
  await (await calendarDay(dialog, dayFrom(0))).click();
  await expect(dialog.getByText('$20.00 × 3 days')).toBeVisible();
  await expect(dialog.getByText('Security deposit (refundable)')).toBeVisible();
  await expect(dialog.getByText('$40.00')).toBeVisible();
  await expect(dialog.getByText('$100.00')).toBeVisible();
  // The fee is shown, from the owner's share (3% of $60.00), not added to the total.
  await expect(dialog.getByText('Platform fee (3%, paid by the owner)')).toBeVisible();
  await expect(dialog.getByText('$1.80')).toBeVisible();
  await expectAccessible(page);

  // Pay: the checkout opens in a new tab; the dialog closes.
  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
  const checkout = await popupPromise;
  await expect(page.getByText('Payment Checkout Opened', { exact: true })).toBeVisible();
  await expect(page.getByText('Complete your payment in the new tab to confirm your rental.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Reopened, the dialog starts over at 1 day.
  await page.getByRole('button', { name: 'Rent Now' }).click();
  await expect(dialog.getByLabel('Rental days')).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await checkout.waitForURL(/\/checkout\/cs_sandbox_/);
  checkout.on('console', (message) => {
    if (message.text().includes('payment_success')) analytics.push(message.text());
  });

  // The sandbox checkout: the item, the amounts, test cards.
  await expect(checkout.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(checkout.getByText(title).first()).toBeVisible();
  await expect(checkout.getByText('$100.00').first()).toBeVisible();
  await expectAccessible(checkout);

  // A declined card says so and leaves the checkout open.
  await fillCard(checkout, '4000 0000 0000 0002');
  await checkout.getByRole('button', { name: 'Pay $100.00' }).click();
  await expect(checkout.getByRole('alert').filter({ hasText: 'Your card was declined' })).toBeVisible();
  await expect(checkout.getByText('Payment Failed', { exact: true })).toBeVisible();
  await dismissToasts(checkout);
  await expectAccessible(checkout);

  // 4242 pays and lands on /rental-success.
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
  await checkout.getByRole('button', { name: 'Pay $100.00' }).click();
  await checkout.waitForURL(/\/rental-success\?session_id=cs_sandbox_/);
  await expect(checkout.getByRole('heading', { name: 'Rental confirmed!' })).toBeVisible();
  await expect(checkout.getByText(title).first()).toBeVisible();
  // The receipt: dates, days, subtotal, fee, deposit and total paid.
  const receipt = checkout.getByRole('region', { name: 'Rental details' });
  for (const [label, value] of [
    ['Rental days', '3'],
    ['Rental subtotal', '$60.00'],
    ['Platform fee (paid by the owner from the subtotal)', '$1.80'],
    ['Security deposit (refundable)', '$40.00'],
    ['Total paid', '$100.00'],
  ] as const) {
    await expect(receipt.getByText(label, { exact: true })).toBeVisible();
    await expect(receipt.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(receipt.getByText('Dates', { exact: true })).toBeVisible();
  await expectAccessible(checkout);
  const sessionId = new URL(checkout.url()).searchParams.get('session_id');

  // /payment-success shows the real figures and fires payment_success.
  await checkout.goto(`/payment-success?session_id=${sessionId}`);
  await expect(checkout.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(checkout.getByText('$100.00')).toBeVisible();
  await expect(checkout.getByText('$1.80')).toBeVisible();
  await expect(checkout.getByText('$58.20')).toBeVisible();
  await expectAccessible(checkout);
  await expect.poll(() => analytics.length).toBeGreaterThan(0);

  // A missing session is invalid.
  await checkout.goto('/payment-success');
  await expect(checkout.getByRole('heading', { name: 'Invalid payment session' })).toBeVisible();
  await expect(checkout.getByRole('link', { name: 'Return Home' })).toBeVisible();
  await expectAccessible(checkout);

  // My Rentals, renting side.
  await page.goto('/rentals');
  await expect(page.getByRole('heading', { name: 'My Rentals' })).toBeVisible();
  const mine = page.getByTestId('rental-card').filter({ hasText: title });
  await expect(mine.getByTestId('rental-status')).toHaveText('Active');
  await expect(mine.getByTestId('deposit-status')).toHaveText('Deposit held');
  await expect(mine.getByText('From Olive Owner')).toBeVisible();
  await expect(mine.getByText('3 days')).toBeVisible();
  await expect(mine.getByText('Platform fee (paid by the owner)')).toBeVisible();
  await expect(mine.getByText('Total paid', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Lending side: the owner processes the return.
  await owner.page.goto('/rentals');
  await owner.page.getByRole('tab', { name: 'Lending' }).click();
  const lent = owner.page.getByTestId('rental-card').filter({ hasText: title });
  await expect(lent.getByText('Rented by Rita Renter')).toBeVisible();
  await expect(lent.getByText('$58.20')).toBeVisible();
  await expectAccessible(owner.page);
  await lent.getByRole('button', { name: 'Process Return' }).click();
  const returnDialog = owner.page.getByRole('dialog', { name: 'Process Return' });
  await returnDialog.getByRole('button', { name: 'Confirm Return' }).click();
  await expect(returnDialog.getByText('Please select the return condition')).toBeVisible();
  await expectAccessible(owner.page);
  await returnDialog.getByRole('radio', { name: /Good condition/ }).click();
  await returnDialog.getByRole('button', { name: 'Confirm Return' }).click();
  await expect(owner.page.getByText('Return Processed', { exact: true })).toBeVisible();
  await expect(
    owner.page.getByText('Return processed. The security deposit of $40.00 has been refunded to the renter.'),
  ).toBeVisible();
  await expect(lent.getByTestId('rental-status')).toHaveText('Returned');
  await expect(lent.getByTestId('deposit-status')).toHaveText('Deposit refunded');

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(mine.getByTestId('deposit-status')).toHaveText('Deposit refunded');
  await Promise.all([owner.close(), renter.close()]);
});

test('a damaged return claims part of the deposit with a photo; the renter disputes; an admin decides', async ({
  browser,
}, testInfo) => {
  const admin = await adminPage(browser);
  const owner = await person(browser, 'owner', 'Olive Owner');
  const renter = await person(browser, 'renter', 'Rita Renter');
  const title = `Tile cutter ${testInfo.project.name} ${Date.now()}`;
  const itemId = await publishedItem(owner.page, admin, title, '15.00');
  const { rentalId } = await bookAndPayByApi(renter.page, itemId, dayFrom(0), 2);
  // A claim stands beside the return check-in's photos (the check-in story is handover.spec.ts).
  await checkInByApi(owner.page, rentalId, 'return');

  await owner.page.goto('/rentals?tab=lending');
  const lent = owner.page.getByTestId('rental-card').filter({ hasText: title });
  await lent.getByRole('button', { name: 'Process Return' }).click();
  const dialog = owner.page.getByRole('dialog', { name: 'Process Return' });
  await dialog.getByRole('radio', { name: /Damaged/ }).click();
  await dialog.getByRole('button', { name: 'Confirm Return' }).click();
  await expect(dialog.getByText('Please describe the damage')).toBeVisible();
  await expect(dialog.getByText('Please add at least one photo of the damage')).toBeVisible();
  await expectAccessible(owner.page);
  await dialog.getByLabel('Describe the damage').fill('The cutting wheel is cracked.');
  await dialog.getByLabel('Amount to keep').fill('20.00');
  const damage = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 90, b: 80 } },
  })
    .png()
    .toBuffer();
  await dialog
    .getByLabel('Photos of the damage (at least one)')
    .setInputFiles({ name: 'crack.png', mimeType: 'image/png', buffer: damage });
  await expect(dialog.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm Return' }).click();
  await expect(
    owner.page.getByText(
      'Return processed. Your claim of $20.00 on the $30.00 security deposit was sent to the renter, who has 72 hours to accept or dispute it.',
    ),
  ).toBeVisible();
  await expect(lent.getByTestId('deposit-status')).toHaveText('Deposit held');

  // The renter sees the claim and the photo, and disputes it.
  await renter.page.goto('/rentals');
  const mine = renter.page.getByTestId('rental-card').filter({ hasText: title });
  await expect(
    mine.getByText('The owner claims $20.00 of the $30.00 security deposit: The cutting wheel is cracked.'),
  ).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Photo 1 by the owner' })).toBeVisible();
  await expectAccessible(renter.page);
  await mine.getByRole('button', { name: 'Dispute Claim' }).click();
  await mine.getByLabel('Your side of the story').fill('The wheel was already cracked when I picked it up.');
  await mine.getByRole('button', { name: 'Send Dispute' }).click();
  await expect(mine.getByText('Disputed: our team will review both sides and decide.')).toBeVisible();

  // The admin reads both sides and keeps part.
  await admin.goto('/admin/disputes');
  const card = admin.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('The wheel was already cracked when I picked it up.')).toBeVisible();
  await expect(card.getByRole('img', { name: "Owner's photo 1" })).toBeVisible();
  await expectAccessible(admin);
  await card.getByRole('radio', { name: 'Keep part' }).check();
  await card.getByLabel('Amount to keep (less than the amount claimed)').fill('10.00');
  await card.getByRole('button', { name: 'Decide' }).click();
  await expect(admin.getByText('Decision Saved', { exact: true })).toBeVisible();
  await expect(card).toBeHidden();

  await renter.page.reload();
  await expect(
    mine.getByText('Decided by our team: $10.00 to the owner, $20.00 refunded to the renter.'),
  ).toBeVisible();
  await expect(mine.getByTestId('deposit-status')).toHaveText('Deposit forfeited');

  // Both sides see the outcome: on the rental and in their notifications.
  await owner.page.reload();
  await expect(
    lent.getByText('Decided by our team: $10.00 to the owner, $20.00 refunded to the renter.'),
  ).toBeVisible();
  for (const [who, message] of [
    [owner.page, `The claim on "${title}" is settled: you receive $10.00 of the $30.00 deposit.`],
    [
      renter.page,
      `The claim on "${title}" is settled: $10.00 of your deposit goes to the owner and $20.00 is refunded to you.`,
    ],
  ] as const) {
    await who.goto('/notifications');
    await expect(who.getByText(message)).toBeVisible();
    await expectAccessible(who);
  }
  await Promise.all([owner.close(), renter.close()]);
});

test('the renter cancels before the start date and is refunded in full; booked dates are unavailable to others', async ({
  browser,
}, testInfo) => {
  const admin = await adminPage(browser);
  const owner = await person(browser, 'owner', 'Olive Owner');
  const renter = await person(browser, 'renter', 'Rita Renter');
  const other = await person(browser, 'other', 'Otto Other');
  const title = `Pressure washer ${testInfo.project.name} ${Date.now()}`;
  const itemId = await publishedItem(owner.page, admin, title, '30.00');
  await bookAndPayByApi(renter.page, itemId, dayFrom(5), 2);

  // Someone else sees those two days as unavailable.
  await other.page.goto(`/items/${itemId}`);
  await other.page.getByRole('button', { name: 'Rent Now' }).click();
  const dialog = other.page.getByRole('dialog', { name: `Rent ${title}` });
  for (const offset of [5, 6]) await expect(await calendarDay(dialog, dayFrom(offset))).toBeDisabled();
  await expect(await calendarDay(dialog, dayFrom(7))).toBeEnabled();
  await expect(dialog.getByText('Unavailable', { exact: true })).toBeVisible();
  await (await calendarDay(dialog, dayFrom(3))).click();
  await dialog.getByLabel('Rental days').fill('3');
  await expect(
    dialog.getByText('This item is not available for those dates. Please choose different dates.'),
  ).toBeVisible();
  await expectAccessible(other.page);

  // The renter cancels.
  await renter.page.goto('/rentals');
  const mine = renter.page.getByTestId('rental-card').filter({ hasText: title });
  await mine.getByRole('button', { name: 'Cancel Rental' }).click();
  const confirm = renter.page.getByRole('alertdialog', { name: 'Cancel this rental?' });
  await expect(confirm.getByText('$120.00, including the security deposit, will be refunded')).toBeVisible();
  await expectAccessible(renter.page);
  await confirm.getByRole('button', { name: 'Cancel Rental' }).click();
  await expect(renter.page.getByText('Rental Cancelled', { exact: true })).toBeVisible();
  await expect(mine.getByTestId('rental-status')).toHaveText('Cancelled');
  await expect(mine.getByTestId('deposit-status')).toHaveText('Deposit refunded');
  await expect(mine.getByText('Cancelled by the renter.')).toBeVisible();
  await expect(mine.getByText('Total paid, refunded')).toBeVisible();

  // The owner hears it, and the earlier "Payout on its way" now says "Payout cancelled".
  await owner.page.goto('/notifications');
  const notices = owner.page.getByTestId('notification');
  await expect(notices.filter({ hasText: `The renter cancelled the rental of "${title}"` })).toHaveCount(1);
  await expect(
    notices.filter({
      hasText: `The rental of "${title}" was cancelled, so the $58.20 payout will not be made.`,
    }),
  ).toHaveCount(1);
  await expect(notices.filter({ hasText: 'Payout on its way' }).filter({ hasText: title })).toHaveCount(0);
  await expectAccessible(owner.page);
  await owner.page.goto('/rentals?tab=lending');
  const lent = owner.page.getByTestId('rental-card').filter({ hasText: title });
  await expect(lent.getByText('Your share (not paid out)')).toBeVisible();
  await expect(lent.getByText('Cancelled by the renter.')).toBeVisible();

  // The dates are free again.
  const availability = await other.page.request.get(`/api/rentals/availability/${itemId}`);
  expect(((await availability.json()) as { booked: unknown[] }).booked).toEqual([]);
  await Promise.all([owner.close(), renter.close(), other.close()]);
});

test('a checkout left unpaid shows no money as paid: not in My Rentals, not on the payment pages', async ({
  browser,
}, testInfo) => {
  const admin = await adminPage(browser);
  const owner = await person(browser, 'owner', 'Olive Owner');
  const renter = await person(browser, 'renter', 'Rita Renter');
  const title = `Belt sander ${testInfo.project.name} ${Date.now()}`;
  const itemId = await publishedItem(owner.page, admin, title, '25.00');
  const page = renter.page;
  const started = await page.request.post('/api/rentals/checkout', {
    data: { itemId, rentalDays: 2, startDate: dayFrom(4) },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { sessionId, rentalId } = (await started.json()) as { sessionId: string; rentalId: string };
  // The renter walks away: the checkout ends unpaid.
  expect((await page.request.post(`/api/rentals/${rentalId}/cancel`)).status()).toBe(200);

  await page.goto('/rentals');
  const mine = page.getByTestId('rental-card').filter({ hasText: title });
  await expect(mine.getByTestId('rental-status')).toHaveText('Cancelled');
  await expect(mine.getByText('Total (not charged)')).toBeVisible();
  await expect(mine.getByText('Total paid')).toHaveCount(0);
  await expectAccessible(page);
  for (const path of ['/payment-success', '/rental-success']) {
    await page.goto(`${path}?session_id=${sessionId}`);
    await expect(page.getByRole('heading', { name: 'This checkout has ended' })).toBeVisible();
    await expect(page.getByText('Nothing was charged.', { exact: false })).toBeVisible();
    await expect(page.getByText('Total paid')).toHaveCount(0);
    await expect(page.getByText('$100.00')).toHaveCount(0);
    await expectAccessible(page);
  }
  await Promise.all([owner.close(), renter.close()]);
});

test('when the dates are taken while the dialog is open, payment fails with the clear message', async ({
  browser,
}, testInfo) => {
  const admin = await adminPage(browser);
  const owner = await person(browser, 'owner', 'Olive Owner');
  const renter = await person(browser, 'renter', 'Rita Renter');
  const other = await person(browser, 'other', 'Otto Other');
  const title = `Generator ${testInfo.project.name} ${Date.now()}`;
  const itemId = await publishedItem(owner.page, admin, title, '45.00');

  await renter.page.goto(`/items/${itemId}`);
  await renter.page.getByRole('button', { name: 'Rent Now' }).click();
  const dialog = renter.page.getByRole('dialog', { name: `Rent ${title}` });
  await (await calendarDay(dialog, dayFrom(2))).click();
  await bookAndPayByApi(other.page, itemId, dayFrom(2), 1);

  const popupPromise = renter.page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
  const popup = await popupPromise;
  await expect(renter.page.getByText('Payment Failed', { exact: true })).toBeVisible();
  await expect(
    renter.page.getByText(
      'Edge function error: This item is not available for those dates. Please choose different dates.',
    ),
  ).toBeVisible();
  await expect.poll(() => popup.isClosed()).toBe(true);
  await expect(await calendarDay(dialog, dayFrom(2))).toBeDisabled();
  await Promise.all([owner.close(), renter.close(), other.close()]);
});

test('guests are sent to sign in, owners cannot book their own item, paused items are Unavailable', async ({
  page,
  browser,
}, testInfo) => {
  const admin = await adminPage(browser);
  const owner = await person(browser, 'owner', 'Olive Owner');
  const title = `Ladder ${testInfo.project.name} ${Date.now()}`;
  const itemId = await publishedItem(owner.page, admin, title, '12.00');

  await owner.page.goto(`/items/${itemId}`);
  await expect(owner.page.getByText('This is your listing')).toBeVisible();
  await expect(owner.page.getByRole('button', { name: 'Rent Now' })).toHaveCount(0);

  // Signing in from 'Sign In to Rent' comes back to the item, ready to book.
  // (As a real guest: visitAsGuest would set the guest flag again on the reload after signing in.)
  const renter = await person(browser, 'renter', 'Rita Renter');
  await continueAsGuest(page);
  await page.goto(`/items/${itemId}`);
  await page.getByRole('button', { name: 'Sign In to Rent' }).click();
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await page.getByLabel('Email').fill(renter.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/items/${itemId}$`));
  await expect(page.getByRole('button', { name: 'Rent Now' })).toBeVisible();
  await page.context().clearCookies();

  const paused = await owner.page.request.patch(`/api/items/${itemId}`, { data: { isAvailable: false } });
  expect(paused.status()).toBe(200);
  await visitAsGuest(page, `/items/${itemId}`);
  await expect(page.getByRole('button', { name: 'Unavailable' })).toBeDisabled();
  await expectAccessible(page);

  // My Rentals asks guests to sign in.
  await visitAsGuest(page, '/rentals');
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await expectAccessible(page);
  await Promise.all([owner.close(), renter.close()]);
});
