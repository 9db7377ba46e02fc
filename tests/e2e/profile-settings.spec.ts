import { deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { visitAsGuest } from './support/guest';
import { dismissToasts } from './support/outbox';
import { E2E_PASSWORD, signInWith, signUpVerifiedAndSignIn, uniqueEmail } from './support/signed-in-user';

/** A small real PNG (solid colour), built by hand so the test needs no image library. */
function pngBytes(width = 8, height = 8): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Opens a settings section: the sidebar tab on wide screens, the section picker on phones. */
async function openSection(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  if (await tab.isVisible()) {
    await tab.click();
  } else {
    await page.getByRole('combobox', { name: 'Section' }).click();
    await page.getByRole('option', { name }).click();
  }
}

test('guests are sent to /welcome from their own-account pages', async ({ page }) => {
  for (const path of ['/profile', '/edit-profile', '/settings']) {
    await visitAsGuest(page, path);
    await expect(page).toHaveURL(/\/welcome$/);
  }
});

test('profile, autosaving edit with avatar upload, and settings that persist', async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('profile');
  await signUpVerifiedAndSignIn(page, email, 'Ada Lovelace');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  const month = new Date().toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'America/New_York',
  });
  await expect(page.getByText(`Joined ${month}`)).toBeVisible();
  await expect(page.getByText('0.0 (0 reviews)')).toBeVisible();
  await expect(page.getByText('No favorites yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Favorites' })).toHaveAttribute('href', '/wishlist');
  await expect(page.getByRole('link', { name: 'View All Messages' })).toHaveAttribute('href', '/messenger');
  await expect(page.getByText('this month')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/edit-profile$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Location')).toHaveAttribute('placeholder', 'City, State');
  await expect(page.getByText('JPG, PNG or GIF. Max size 5MB.')).toBeVisible();
  await expect(page.getByText('0/500 characters')).toBeVisible();
  await expectAccessible(page);

  // Hold each save for a moment so the transient 'Saving...' state can be seen on any machine:
  // on a quiet one the save can finish between two of Playwright's checks.
  await page.route('**/api/profile', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.getByLabel('Location').fill('Portland, OR');
  await page.getByLabel('Bio').fill('I lend ladders.');
  await expect(page.getByText('15/500 characters')).toBeVisible();
  await expect(page.getByText('Saving...')).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Last saved \d{1,2}:\d{2}\s?[AP]M$/)).toBeVisible();
  // The badge goes back to idle after 2 s; the last-saved time stays.
  await expect(page.getByText('Saved', { exact: true })).toBeHidden({ timeout: 4000 });
  await expect(page.getByText(/^Last saved/)).toBeVisible();

  await page
    .getByLabel('Change Photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngBytes() });
  await expect(page.getByText('Photo updated')).toBeVisible();
  const avatar = page.getByRole('img', { name: 'Profile photo of Ada Lovelace' });
  await expect(avatar).toHaveAttribute('src', /\/uploads\/avatars\/.+-256\.webp$/);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
  // The header shows the photo too: the account button on a wide screen, the side menu on a phone.
  const headerPhoto = (await page.getByRole('button', { name: 'Account menu' }).isVisible())
    ? page.getByRole('button', { name: 'Account menu' }).locator('img')
    : await (async () => {
        await page.getByRole('button', { name: 'Open menu' }).click();
        return page
          .getByRole('dialog')
          .getByRole('link', { name: /Tap to view profile/ })
          .locator('img');
      })();
  await expect(headerPhoto).toHaveAttribute('src', /\/uploads\/avatars\/.+-96\.webp$/);
  expect(await headerPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.getByLabel('Change Photo').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just text, not a picture'),
  });
  await expect(page.getByText('notes.png is not an image file')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Portland, OR')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Portland, OR')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile photo of Ada Lovelace' })).toHaveAttribute(
    'src',
    /\.webp$/,
  );

  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page).toHaveURL(/\/settings/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Bio')).toHaveValue('I lend ladders.');
  await page.getByLabel('Phone').fill('+1 503 555 0100');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await dismissToasts(page);
  await expectAccessible(page);

  await openSection(page, 'Notifications');
  const marketing = page.getByRole('switch', { name: 'Marketing Emails' });
  await expect(page.getByRole('switch', { name: 'Rental Updates' })).toBeChecked();
  await expect(marketing).not.toBeChecked();
  await marketing.click();
  await expect(marketing).toBeChecked();
  await expectAccessible(page);

  await openSection(page, 'Privacy & Security');
  await expect(page.getByRole('switch', { name: 'Public Profile' })).toBeChecked();
  await page.getByRole('switch', { name: 'Location Sharing' }).click();
  await expectAccessible(page);

  await openSection(page, 'Appearance');
  const root = page.locator('html');
  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect(root).toHaveClass(/\bdark\b/);
  await page.getByRole('radio', { name: 'Large' }).click();
  await expect(root).toHaveClass(/\bfont-large\b/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('18px');
  await page.getByRole('switch', { name: 'Animations' }).click();
  await expect(root).toHaveClass(/\bno-animations\b/);
  await expectAccessible(page);

  await openSection(page, 'Language & Region');
  await page.getByRole('combobox', { name: 'Timezone' }).click();
  await page.getByRole('option', { name: 'Pacific Time (PT)' }).click();
  await expect(page.getByRole('combobox', { name: 'Timezone' })).toHaveText(/Pacific Time/);

  await openSection(page, 'Billing & Payments');
  await expect(page.getByText('No payments yet')).toBeVisible();

  await openSection(page, 'Help & Support');
  await expect(page.getByRole('link', { name: /Email Support/ })).toHaveAttribute('href', /^mailto:.+@.+/);
  await expectAccessible(page);

  // Everything persists on the server: a fresh load (settings applied at start) shows it all.
  await page.waitForLoadState('networkidle');
  await page.goto('/settings?tab=notifications');
  await expect(page.getByRole('switch', { name: 'Marketing Emails' })).toBeChecked();
  await expect(root).toHaveClass(/\bfont-large\b/);
  await expect(root).toHaveClass(/\bno-animations\b/);
  await expect(root).toHaveClass(/\bdark\b/);
  await openSection(page, 'Privacy & Security');
  await expect(page.getByRole('switch', { name: 'Location Sharing' })).toBeChecked();
  await openSection(page, 'Language & Region');
  await expect(page.getByRole('combobox', { name: 'Timezone' })).toHaveText(/Pacific Time/);
  await openSection(page, 'Account');
  await expect(page.getByLabel('Phone')).toHaveValue('+1 503 555 0100');
});

test('change password: wrong current and weak new ones are refused, then the new one signs in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('password');
  await signUpVerifiedAndSignIn(page, email);
  await page.goto('/settings?tab=privacy');
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();

  await page.getByLabel('Current Password').fill('Wrong-Passw0rd');
  await page.getByLabel('New Password', { exact: true }).fill('N3wPassword!');
  await page.getByLabel('Confirm New Password').fill('N3wPassword!');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Your current password is incorrect.').first()).toBeVisible();

  await page.getByLabel('Current Password').fill(E2E_PASSWORD);
  await page.getByLabel('New Password', { exact: true }).fill('weakpass');
  await page.getByLabel('Confirm New Password').fill('weakpass');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible();

  await page.getByLabel('New Password', { exact: true }).fill('N3wPassword!');
  await page.getByLabel('Confirm New Password').fill('N3wPassword!');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await dismissToasts(page);
  await expectAccessible(page);

  await page.context().clearCookies();
  const old = await page.request.post('/api/auth/sign-in/email', { data: { email, password: E2E_PASSWORD } });
  expect(old.status()).toBeGreaterThanOrEqual(400);
  await signInWith(page, email, 'N3wPassword!');
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
});
