import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { EMPTY_CATALOGUE } from './support/empty-catalogue';
import { visitAsGuest } from './support/guest';

const ALL_CATEGORIES = [
  'Power Tools',
  'Generators',
  'Yard Equipment',
  'Party Supplies',
  'Automotive',
  'Photography',
  'Home & Garden',
  'Professional',
];

test('home shows the hero, its actions and page metadata', async ({ page }) => {
  await visitAsGuest(page, '/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Rent. Share. Save.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main.getByText('Trusted by 10K+ neighbors')).toBeVisible();
  await expect(page).toHaveTitle('Rent tools and equipment from your neighbors | ShareShed');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Rent\. Share\. Save\./);
  await expect(main.getByRole('button', { name: 'Sign In to List' })).toBeVisible();
  await expectAccessible(page);

  await main.getByRole('link', { name: 'Find Equipment' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await page.goBack();
  await main.getByRole('link', { name: 'Secure platform' }).click();
  await expect(page).toHaveURL(/\/trust-safety$/);
});

test('Browse by Category shows four categories, then all eight, then four', { tag: EMPTY_CATALOGUE }, async ({
  page,
}) => {
  await visitAsGuest(page, '/');
  const section = page.getByRole('region', { name: 'Browse by Category' });
  const cards = section.getByRole('link');
  await expect(cards).toHaveCount(4);
  for (const [index, name] of ALL_CATEGORIES.slice(0, 4).entries()) {
    await expect(cards.nth(index)).toContainText(name);
    await expect(cards.nth(index)).toContainText('0 items');
  }

  await section.getByRole('button', { name: 'View More Categories' }).click();
  await expect(cards).toHaveCount(8);
  for (const [index, name] of ALL_CATEGORIES.entries()) await expect(cards.nth(index)).toContainText(name);
  await expectAccessible(page);

  await section.getByRole('button', { name: 'Show Less' }).click();
  await expect(cards).toHaveCount(4);
  await expect(section.getByRole('button', { name: 'View More Categories' })).toBeVisible();

  await cards.filter({ hasText: 'Generators' }).click();
  await expect(page).toHaveURL(/\/generators$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Generators' })).toBeVisible();
});

test('Featured Items Near You says nothing is listed yet', { tag: EMPTY_CATALOGUE }, async ({ page }) => {
  await visitAsGuest(page, '/');
  const featured = page.getByRole('region', { name: 'Featured Items Near You' });
  await expect(featured.getByRole('heading', { name: 'No items available yet' })).toBeVisible();
  await expect(featured.getByText('Be the first to list an item for rent!')).toBeVisible();
});

test('home reads well in dark mode', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await visitAsGuest(page, '/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rent. Share. Save.');
  await expectAccessible(page);
});
