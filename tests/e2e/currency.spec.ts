import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { adminPage, calendarDay, dayFrom, fillCard, person, publishedItem } from './support/rentals';

test.describe.configure({ timeout: 240_000 });

/** Intl writes amounts with non-breaking spaces; compare rendered text with plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

test('a member who chooses euros sees approximate prices next to dollars, and is charged in dollars', async ({
  browser,
}, testInfo) => {
  const admin = await adminPage(browser);
  const owner = await person(browser, 'owner', 'Olive Owner');
  const renter = await person(browser, 'renter', 'Rita Renter');
  const title = `Euro saw ${testInfo.project.name} ${Date.now()}`;
  const itemId = await publishedItem(owner.page, admin, title, '20.00');
  const page = renter.page;

  // The default rates (0.92 EUR per USD, set by the product until an admin changes them).
  await page.goto('/settings?tab=region');
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'Euro (EUR)' }).click();
  await expect(page.getByText('Prices are shown in US dollars with an approximate conversion')).toBeVisible();

  // Cards in search, the item page and the booking dialog: dollars, then the approximation.
  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('$20.00 (≈ €18.40)');
  await expectAccessible(page);

  await page.goto(`/items/${itemId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('$20.00 (≈ €18.40)').first()).toBeVisible();
  await page.getByRole('button', { name: 'Rent Now' }).click();
  const dialog = page.getByRole('dialog', { name: `Rent ${title}` });
  await dialog.getByLabel('Rental days').fill('3');
  await (await calendarDay(dialog, dayFrom(2))).click();
  await expect(dialog.getByText('$100.00 (≈ €92.00)')).toBeVisible();
  await expectAccessible(page);

  // The checkout states the charge in US dollars only, with the code written out.
  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
  const checkout = await popupPromise;
  await checkout.waitForURL(/\/checkout\/cs_sandbox_/);
  await expect(checkout.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const pay = checkout.getByRole('button', { name: /^Pay / });
  await expect.poll(async () => plain(await pay.textContent())).toBe('Pay USD 100.00');
  await expect(checkout.getByText('≈')).toHaveCount(0);
  await fillCard(checkout, '4242 4242 4242 4242');
  await pay.click();
  await checkout.waitForURL(/\/rental-success\?session_id=cs_sandbox_/);
  const sessionId = new URL(checkout.url()).searchParams.get('session_id');

  // The receipt, too: what was charged, in dollars, and no approximation.
  await checkout.goto(`/payment-success?session_id=${sessionId}`);
  await expect(checkout.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(checkout.getByText(/^USD\s100\.00$/).first()).toBeVisible();
  await expect(checkout.getByText('≈')).toHaveCount(0);
  await expectAccessible(checkout);

  // My Rentals shows the approximation next to each amount.
  await page.goto('/rentals');
  const rental = page.getByTestId('rental-card').filter({ hasText: title });
  await expect(rental).toContainText('$100.00 (≈ €92.00)');
  await expectAccessible(page);

  // The owner kept US dollars: their listings show dollars alone.
  await owner.page.goto('/my-listings');
  const row = owner.page.getByText(title).first();
  await expect(row).toBeVisible();
  await expect(owner.page.getByText('$20.00').first()).toBeVisible();
  await expect(owner.page.getByText('≈')).toHaveCount(0);
  await owner.close();
  await renter.close();
});
