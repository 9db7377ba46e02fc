import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/axe';
import { E2E_PASSWORD, signUpVerifiedAndSignIn, uniqueEmail } from './support/signed-in-user';

const ADMIN_EMAIL = 'admin@e2e.test';

/**
 * The admin of the e2e server (ADMIN_EMAILS in playwright.config.ts). Both projects (and other
 * specs) may create it at the same moment, so sign-up is allowed to find it existing, and
 * sign-in is retried until the verification link has been followed by whoever created it.
 */
async function signInAsAdmin(page: Page) {
  await page.request.post('/api/auth/sign-up/email', {
    data: { email: ADMIN_EMAIL, password: E2E_PASSWORD, name: 'E2E Admin' },
  });
  await expect(async () => {
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: ADMIN_EMAIL, password: E2E_PASSWORD },
    });
    if (signIn.status() === 200) return;
    await page.goto('/dev/mail');
    const link = await page
      .locator('article')
      .filter({ hasText: ADMIN_EMAIL })
      .first()
      .locator('a[href*="verify-email"]')
      .first()
      .getAttribute('href');
    if (link) await page.request.get(link, { maxRedirects: 0 });
    const retry = await page.request.post('/api/auth/sign-in/email', {
      data: { email: ADMIN_EMAIL, password: E2E_PASSWORD },
    });
    expect(retry.status()).toBe(200);
  }).toPass({ timeout: 30_000 });
}

async function newPage(browser: Browser, options: { guest?: boolean } = {}) {
  const context = await browser.newContext();
  if (options.guest) await context.addInitScript(() => window.localStorage.setItem('guest_mode', 'true'));
  return context.newPage();
}

const photo = async () => ({
  name: 'drill.png',
  mimeType: 'image/png',
  buffer: await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 120, b: 80 } },
  })
    .png()
    .toBuffer(),
});

test('an owner lists an item with a photo, an admin approves it, everyone sees it; pausing makes it Unavailable', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const title = `Cordless drill ${testInfo.project.name} ${Date.now()}`;

  // The owner opens the drawer from /list-items. (Listings go live only for owners whose identity
  // check an admin approved, while requireIdVerification is on: the owner sends an ID photo now.)
  await signUpVerifiedAndSignIn(page, uniqueEmail('owner'), 'Olive Owner');
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  const idPhoto = await page.request.post('/api/identity', { multipart: { file: await photo() } });
  expect(idPhoto.status(), await idPhoto.text()).toBe(201);
  await page.goto('/list-items');
  await page.getByRole('main').getByRole('button', { name: 'List Your Items' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'List Your Item' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('PNG, JPG up to 5MB each')).toBeVisible();
  await expectAccessible(page);

  // Required fields first (spec section 5).
  await drawer.getByRole('button', { name: 'List Item' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();

  // A file that is not an image is refused before upload.
  await drawer.locator('input[type="file"]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByText('notes.txt is not an image file')).toBeVisible();

  await drawer.getByLabel('Item name *').fill(title);
  await drawer.getByLabel('Category *').selectOption('power-tools');
  await drawer.getByLabel('Brand').selectOption('Makita');
  await drawer.getByLabel('Description').fill('18V with two batteries and a charger.');
  await drawer.getByLabel('Price per day ($) *').fill('25');
  await expect(drawer.getByText('Leave empty for the default: 2 x the daily rate ($50.00).')).toBeVisible();
  await drawer.getByLabel('Pickup: the renter picks it up').check();
  await drawer.getByLabel('Tags').fill('drill, cordless, 18V, makita');
  await drawer.getByLabel('Location').fill('Austin, TX');
  await drawer.locator('input[type="file"]').setInputFiles(await photo());
  await expect(page.getByText('Photos uploaded successfully!')).toBeVisible();
  await expect(page.getByText('1 photo added to your item.')).toBeVisible();
  await expect(drawer.getByRole('img', { name: 'Photo 1 of your item' })).toBeVisible();
  await drawer.getByRole('button', { name: 'List Item' }).click();
  await expect(page.getByText('Item listed successfully!')).toBeVisible();
  await expect(page.getByText('Your item has been added to the marketplace.')).toBeVisible();
  // Said truthfully: listed, and live once an admin has reviewed it.
  await expect(page.getByText('It goes live after an admin has reviewed it', { exact: false })).toBeVisible();
  await expect(drawer).toBeHidden();

  // Waiting for review: the owner sees it in My Listings; a guest cannot open it.
  await page.goto('/my-listings');
  const row = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Pending review')).toBeVisible();
  await expectAccessible(page);
  const itemPath = await row.getByRole('link', { name: title }).getAttribute('href');
  expect(itemPath).toMatch(/^\/items\/[0-9a-f-]{36}$/);
  const guest = await newPage(browser, { guest: true });
  await guest.goto(itemPath!);
  await expect(guest.getByRole('heading', { name: 'Item not found' })).toBeVisible();

  // The admin approves it from the queue (and the owner's identity check).
  const admin = await newPage(browser);
  await signInAsAdmin(admin);
  const identity = await admin.request.post(`/api/admin/identity/${session.user.id}/approval`);
  expect(identity.status(), await identity.text()).toBe(200);
  await admin.goto('/admin/listings');
  const card = admin.getByRole('main').getByRole('listitem').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expectAccessible(admin);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Listing approved')).toBeVisible();
  await expect(card).toBeHidden();

  // Published: its page, its category and home show it to a guest.
  await guest.goto(itemPath!);
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(guest.getByText('$25.00').first()).toBeVisible();
  await expect(guest.getByText('$50.00')).toBeVisible();
  await expect(guest.getByText('Austin, TX').first()).toBeVisible();
  await expect(guest.getByRole('img', { name: `${title}, photo 1 of 1` })).toBeVisible();
  await expectAccessible(guest);

  await guest.goto('/power-tools');
  await expect(guest.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(guest);

  await guest.goto('/');
  await expect(guest.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(guest);

  // The owner pauses it: the booking button reads 'Unavailable' and is disabled.
  await page.goto('/my-listings');
  await row.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Listing paused')).toBeVisible();
  await expect(row.getByText('Paused')).toBeVisible();
  await guest.goto(itemPath!);
  await expect(guest.getByRole('button', { name: 'Unavailable' })).toBeDisabled();
  await expectAccessible(guest);
});
