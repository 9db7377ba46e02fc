import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { adminPage, person, publishedItem } from './support/rentals';

test.describe.configure({ timeout: 240_000 });

const PHONE = { width: 390, height: 844 };

test("a renter sees who they rent from: the owner's rating and profile from the item page, the availability calendar, Back to the search; a private profile shows only name and rating", async ({
  browser,
}, testInfo) => {
  const phone = testInfo.project.name.startsWith('mobile');
  const admin = await adminPage(browser);
  const stamp = Date.now().toString(36);
  const owner = await person(browser, 'owner', `Olive ${testInfo.project.name} ${stamp}`);
  const renter = await person(browser, 'renter', `Rita ${stamp}`);
  const page = renter.page;
  if (phone) await page.setViewportSize(PHONE);
  const title = `Quokkasander ${stamp}`;
  const itemId = await publishedItem(owner.page, admin, title, '18.00');

  // From a search to the item, and Back returns to the search with its terms.
  await page.goto(`/search?q=${encodeURIComponent(`Quokkasander ${stamp}`)}`);
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/items/${itemId}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // The item page: the availability calendar and the owner's rating, the name linking to the profile.
  const availability = page.getByRole('region', { name: 'Availability' });
  await expect(availability.getByRole('table')).toBeVisible();
  const ownerCard = page.getByRole('region', { name: 'Owner' });
  await expect(ownerCard).toContainText('No reviews yet');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/search\?q=Quokkasander/);
  await page.goForward();
  await ownerCard.getByRole('link', { name: owner.name }).click();

  // The public profile: name, member since, rating, listings; never the email.
  await expect(page).toHaveURL(/\/users\//);
  await expect(page.getByRole('heading', { name: owner.name, level: 1 })).toBeVisible();
  await expect(page.getByText(/^Member since /)).toBeVisible();
  await expect(page.getByText('Rating: No reviews yet', { exact: true })).toBeVisible();
  const listings = page.getByRole('list', { name: `Items listed by ${owner.name}` });
  await expect(listings.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviews received' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(owner.email);
  await expectAccessible(page);

  // Public Profile off: others see only the name and the rating.
  const off = await owner.page.request.patch('/api/settings', { data: { public_profile: false } });
  expect(off.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: owner.name, level: 1 })).toBeVisible();
  await expect(page.getByText('This member keeps their profile private', { exact: false })).toBeVisible();
  await expect(page.getByText(/^Member since /)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Listings' })).toHaveCount(0);
  await expectAccessible(page);
  await Promise.all([owner.close(), renter.close(), admin.context().close()]);
});
