import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { adminPage, bookAndPayByApi, calendarDay, dayFrom, person, publishedItem } from './support/rentals';

/*
 * Every page with people's data on a 390×844 phone: a full-page screenshot of each is kept with
 * the test's results (test-results/<port>/phone-screens-*), and each page is checked for what a
 * phone gets wrong: a page wider than the screen, the key control out of view, the chat bubble
 * over an amount.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

async function shoot(page: Page, name: string) {
  // Nothing may make the page scroll sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/** The chat bubble (when shown) covers none of these, at any scroll position they are seen at. */
async function bubbleClearOf(page: Page, targets: Locator) {
  const bubble = page.getByRole('button', { name: 'Open help chat' });
  for (const target of await targets.all()) {
    await target.scrollIntoViewIfNeeded();
    if (!(await bubble.isVisible())) continue;
    const [a, b] = [await bubble.boundingBox(), await target.boundingBox()];
    if (!a || !b) continue;
    const overlaps =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps, `the chat bubble covers "${await target.textContent()}"`).toBe(false);
  }
}

test('every page with people’s data fits a 390×844 phone, key controls in view', async ({ browser }) => {
  test.setTimeout(240_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const admin = await adminPage(browser);
  const owner = await person(browser, 'phone-owner', `Olga Owner ${suffix}`);
  const renter = await person(browser, 'phone-renter', `Rudi Renter ${suffix}`);
  const title = `Phone check drill ${suffix}`;
  const itemId = await publishedItem(owner.page, admin, title);
  const rented = await publishedItem(owner.page, admin, `Phone check saw ${suffix}`);
  await bookAndPayByApi(renter.page, rented, dayFrom(3), 2);
  const opened = await renter.page.request.post('/api/conversations', { data: { itemId } });
  expect(opened.status(), await opened.text()).toBeLessThan(300);
  const { conversation } = (await opened.json()) as { conversation: { id: string } };
  await renter.page.request.post(`/api/conversations/${conversation.id}/messages`, {
    data: { body: 'Is it free this weekend?' },
  });
  await renter.page.request.post('/api/support', { data: { body: 'A question for the support team.' } });
  const ownerId = (await (await owner.page.request.get('/api/auth/get-session')).json()).user.id as string;

  const phone = await browser.newContext({
    storageState: await renter.page.context().storageState(),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await phone.newPage();
  const main = page.getByRole('main');

  // The item page and the booking dialog: the Pay button is on screen without scrolling.
  await page.goto(`/items/${itemId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Rent Now' })).toBeInViewport();
  await shoot(page, 'item');
  await main.getByRole('button', { name: 'Rent Now' }).click();
  const dialog = page.getByRole('dialog', { name: `Rent ${title}` });
  await dialog.getByLabel('Rental days').fill('2');
  await (await calendarDay(dialog, dayFrom(10))).click();
  await expect(dialog.getByRole('button', { name: 'Proceed to Payment' })).toBeInViewport();
  await expectAccessible(page);
  await shoot(page, 'booking-dialog');
  await page.keyboard.press('Escape');

  await page.goto('/rentals');
  const amounts = main.locator('dd');
  await expect(amounts.first()).toBeVisible();
  await bubbleClearOf(page, amounts);
  await shoot(page, 'rentals');

  await page.goto(`/messenger/${conversation.id}`);
  await expect(main.getByText('Is it free this weekend?')).toBeVisible();
  await expect(main.getByRole('textbox').last()).toBeInViewport();
  await shoot(page, 'conversation');

  const pages: [string, string, (page: Page) => Locator][] = [
    ['profile', '/profile', (p) => p.getByRole('main').getByRole('link', { name: 'Edit Profile' })],
    ['edit-profile', '/edit-profile', (p) => p.getByRole('main').getByLabel('First name')],
    ['settings', '/settings', (p) => p.getByRole('main').getByRole('heading', { level: 1 })],
    ['messenger', '/messenger', (p) => p.getByRole('main').getByText(`Olga Owner ${suffix}`).first()],
    ['notifications', '/notifications', (p) => p.getByRole('main').getByRole('heading', { level: 1 })],
    ['wishlist', '/wishlist', (p) => p.getByRole('main').getByRole('heading', { level: 1 })],
    [
      'public-profile',
      `/users/${ownerId}`,
      (p) => p.getByRole('main').getByRole('heading', { name: `Olga Owner ${suffix}` }),
    ],
    [
      'search',
      `/search?q=${suffix}`,
      (p) => p.getByRole('main').getByRole('button', { name: 'Filters', exact: true }),
    ],
    [
      'support',
      '/support#support-messages',
      (p) => p.getByRole('main').getByRole('button', { name: 'Send to Support' }),
    ],
  ];
  for (const [name, path, key] of pages) {
    await page.goto(path);
    await expect(key(page), name).toBeVisible();
    await expect(key(page), name).toBeInViewport();
    await shoot(page, name);
  }

  // The owner's pages, and the admin's.
  const ownerPhone = await browser.newContext({
    storageState: await owner.page.context().storageState(),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const ownerPage = await ownerPhone.newPage();
  await ownerPage.goto('/my-listings');
  await expect(ownerPage.getByRole('main').getByText(title)).toBeVisible();
  await shoot(ownerPage, 'my-listings');
  await ownerPage.goto('/rentals');
  await ownerPage.getByRole('tab', { name: 'Lending' }).click();
  await expect(ownerPage.getByRole('main').locator('dd').first()).toBeVisible();
  await bubbleClearOf(ownerPage, ownerPage.getByRole('main').locator('dd'));
  await shoot(ownerPage, 'owner-rentals');

  const adminPhone = await browser.newContext({
    storageState: await admin.context().storageState(),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const adminOnPhone = await adminPhone.newPage();
  await adminOnPhone.goto(`/admin/users?q=${encodeURIComponent(`Rudi Renter ${suffix}`)}`);
  await expect(adminOnPhone.getByRole('main').getByText(`Rudi Renter ${suffix}`).first()).toBeVisible();
  await shoot(adminOnPhone, 'admin-users');
  await adminOnPhone.goto('/admin/support');
  await expect(adminOnPhone.getByRole('main').getByRole('button', { name: 'Send Answer' })).toBeVisible();
  await shoot(adminOnPhone, 'admin-support');

  for (const context of [phone, ownerPhone, adminPhone, admin.context()]) await context.close();
  await owner.close();
  await renter.close();
});
