import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { visitAsGuest } from './support/guest';

const PHONE = { width: 390, height: 844 };
const FOOTER_LINKS: [string, string][] = [
  ['About', '/about'],
  ['Trust & Safety', '/trust-safety'],
  ['Support & Contact', '/support'],
  ['Terms of Service', '/terms-of-service'],
  ['Privacy Policy', '/privacy-policy'],
  ['App Store Compliance', '/app-store-compliance'],
];

test('every page has the footer: company, help and legal pages, and the language switcher', async ({
  page,
}, testInfo) => {
  if (testInfo.project.name.startsWith('mobile')) await page.setViewportSize(PHONE);
  await visitAsGuest(page, '/search');
  const footer = page.getByRole('contentinfo');
  const links = footer.getByRole('navigation', { name: 'Site links' });
  for (const [name, href] of FOOTER_LINKS) {
    await expect(links.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await links.getByRole('link', { name: 'Trust & Safety' }).click();
  await expect(page).toHaveURL(/\/trust-safety$/);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About' })).toBeVisible();

  // The language switcher in the footer changes the site's language (and back).
  const switcher = page.getByRole('contentinfo').getByRole('group', { name: 'Language' });
  await switcher.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Acerca de' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About' })).toBeVisible();
});

test('on a phone: List Your Items is in the menu, and search shows one search box above the results', async ({
  page,
}) => {
  // A phone's width on both projects: the layout follows the viewport.
  await page.setViewportSize(PHONE);
  await visitAsGuest(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'Sign In to List' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.goto('/search?q=drill');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // One search box (the sort order is a combobox too, but not a search box).
  const visibleBoxes = page.getByRole('combobox', { name: 'Search' }).filter({ visible: true });
  await expect(visibleBoxes).toHaveCount(1);
  await expectAccessible(page);
});

test('a page whose code fails to load shows the error fallback with Try Again and Refresh Page', async ({
  page,
}) => {
  await visitAsGuest(page, '/');
  // The About page's chunk cannot be fetched (a deploy replaced it, or the network dropped).
  await page.route(/\/assets\/about-[^/]*\.js$/, (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(
    page.getByText('We encountered an unexpected error. Please try refreshing the page', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  // The header and footer stay, so there is a way out.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await expectAccessible(page);
  await page.unroute(/\/assets\/about-[^/]*\.js$/);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
});
