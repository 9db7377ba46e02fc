import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { visitAsGuest } from './support/guest';

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 400, height: 860 };

function headerSearch(page: Page) {
  return page.getByRole('banner').getByRole('search', { name: 'Search', exact: true });
}

test('a guest reaches Nearby, favorites and notifications from the header', async ({ page }) => {
  await visitAsGuest(page, '/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'ShareShed' })).toBeVisible();
  await expect(headerSearch(page).getByRole('combobox', { name: 'Search' })).toHaveAttribute(
    'placeholder',
    'Search tools, generators, equipment...',
  );
  await expect(headerSearch(page).getByRole('button', { name: 'Search' })).toBeVisible();
  await expectAccessible(page);

  await header.getByRole('link', { name: 'Nearby' }).click();
  await expect(page).toHaveURL(/\/search\?sort=distance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Equipment' })).toBeVisible();
  // Without a known position, Nearby says how to share one (tests/e2e/search.spec.ts covers a granted one).
  await expect(page.getByRole('heading', { level: 2, name: 'Nearby' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use my location' })).toBeVisible();
  await expectAccessible(page);

  await header.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await header.getByRole('link', { name: 'ShareShed' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the favorites heart shows how many items are saved and leads to the wishlist', async ({ page }) => {
  await page.addInitScript(() => {
    const entry = (id: string) => ({
      id,
      title: `Saved ${id}`,
      price: 20,
      priceUnit: 'day',
      image: '',
      owner: 'Owner',
      distance: 'Near you',
      reason: 'missed',
      savedDate: 'Just now',
    });
    window.localStorage.setItem('wishlist', JSON.stringify([entry('a'), entry('b')]));
  });
  await visitAsGuest(page, '/');
  const heart = page.getByRole('banner').getByRole('link', { name: 'Favorites, 2 saved items' });
  await expect(heart).toBeVisible();
  await expect(heart).toHaveText('2');
  await heart.click();
  await expect(page).toHaveURL(/\/wishlist$/);
});

test('the header has no notification badge while nothing is unread', async ({ page }) => {
  await visitAsGuest(page, '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notifications' })).toHaveText('');
});

test('a visitor who has not chosen guest mode sees Sign In on public pages', async ({ page }) => {
  await page.goto('/privacy-policy');
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true });
  await expect(signIn).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await expectAccessible(page);
  await signIn.click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
});

test('the account menu shows a guest Guest Mode, switches theme, and signs in', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await visitAsGuest(page, '/');
  const trigger = page.getByRole('button', { name: 'Account menu' });
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Guest Mode');
  await expect(menu.getByRole('menuitem', { name: 'Sign In / Sign Up' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toHaveCount(0);
  await expectAccessible(page);

  await menu.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  await expectAccessible(page);

  await trigger.click();
  await page.getByRole('menuitem', { name: 'Sign In / Sign Up' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  expect(await page.evaluate(() => window.localStorage.getItem('guest_mode'))).toBeNull();
});

test("a guest's 'Sign In to List' in the header leaves guest mode for the welcome flow", async ({ page }) => {
  await page.setViewportSize(WIDE);
  await visitAsGuest(page, '/search');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In to List' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  expect(await page.evaluate(() => window.localStorage.getItem('guest_mode'))).toBeNull();
});

test('the mobile side menu offers profile, Quick Actions, More and Sign Out', async ({ page }) => {
  await page.setViewportSize(NARROW);
  await visitAsGuest(page, '/');
  // On small screens the search box is repeated under the bar.
  await expect(headerSearch(page).getByRole('combobox', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeHidden();

  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  const profile = sheet.getByRole('link', { name: /Guest User.*Tap to view profile/ });
  await expect(profile).toHaveAttribute('href', '/welcome');
  await expect(sheet.getByText('Quick Actions')).toBeVisible();
  const links: [string, string][] = [
    ['Favorites', '/wishlist'],
    ['Notifications', '/notifications'],
    ['My Rentals', '/rentals'],
    ['Reviews', '/reviews'],
    ['Settings', '/settings'],
    ['About Us', '/about'],
  ];
  for (const [name, href] of links) {
    await expect(sheet.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(sheet.getByText('More', { exact: true })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await sheet.getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(sheet).toBeHidden();

  await open.click();
  await sheet.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Continue as Guest' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('guest_mode'))).toBeNull();
});
