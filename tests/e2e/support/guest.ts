import type { Page } from '@playwright/test';

/** Starts a visit as a guest: the welcome flow's 'Continue as Guest'. */
export async function continueAsGuest(page: Page, path = '/') {
  await page.goto(path);
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
}

/** Skips the welcome flow by setting the guest flag before the app starts (for page-focused tests). */
export async function visitAsGuest(page: Page, path: string) {
  await page.addInitScript(() => window.localStorage.setItem('guest_mode', 'true'));
  await page.goto(path);
}
