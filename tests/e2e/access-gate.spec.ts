import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { continueAsGuest } from './support/guest';

test('a new visitor sees the welcome flow instead of any page, and can continue as a guest', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expectAccessible(page);

  await continueAsGuest(page, '/about');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('guest_mode'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Continue as Guest' })).toHaveCount(0);
});

test('privacy policy and terms are public without choosing guest mode', async ({ page }) => {
  for (const path of ['/privacy-policy', '/terms-of-service']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Continue as Guest' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('guest_mode', 'true'));
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
