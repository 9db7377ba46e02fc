import { expect, type Page, test } from '@playwright/test';
import { totpCode } from '../../src/server/test/totp';
import { expectAccessible } from './support/axe';
import { dismissToasts, linkFromOutbox } from './support/outbox';
import { E2E_PASSWORD, signUpVerifiedAndSignIn, uniqueEmail } from './support/signed-in-user';

/** Reads one agreement in its dialog: 'I Agree' only works once the text is scrolled to the end. */
async function readAndAgree(page: Page, checkboxName: string, title: string) {
  await page.getByRole('checkbox', { name: checkboxName }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  const agree = dialog.getByRole('button', { name: 'I Agree' });
  await expect(agree).toBeDisabled();
  await expect(dialog.getByText('Please scroll to the bottom to continue')).toBeVisible();
  const text = dialog.getByRole('region', { name: `${title} text` });
  // Wait for the document itself before scrolling it.
  await expect(text.getByRole('heading').first()).toBeVisible();
  await expectAccessible(page);
  await text.evaluate((element) => element.scrollTo(0, element.scrollHeight / 2));
  await expect(agree).toBeDisabled();
  await text.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(agree).toBeEnabled();
  await expect(dialog.getByText('Please scroll to the bottom to continue')).toHaveCount(0);
  await agree.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('checkbox', { name: checkboxName })).toBeChecked();
}

/** The signed-in email once the page has reloaded after logging in. */
async function expectSignedInAs(page: Page, email: string) {
  await expect.poll(async () => (await session(page))?.user.email, { timeout: 15_000 }).toBe(email);
  await expect(page.getByRole('heading', { name: 'Log In', level: 1 })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0);
}

async function session(page: Page) {
  const response = await page.request.get('/api/auth/get-session');
  return (await response.json()) as { user: { email: string; name: string } } | null;
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

test('sign up with both agreements read, verify through /dev/mail, log in, sign out', async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('signup');
  await page.goto('/');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\?view=signup$/);
  await expectAccessible(page);

  // Nothing is sent without both agreements.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Agreement Required')).toBeVisible();
  await expect(
    page.getByText('Please read and agree to both the Privacy Policy and Terms of Service.'),
  ).toBeVisible();

  await page.getByLabel('Display name (optional)').fill('  <Ada> Lovelace ');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await readAndAgree(page, 'I have read and agree to the Privacy Policy', 'Privacy Policy');
  await readAndAgree(page, 'I have read and agree to the Terms of Service', 'Terms of Service');

  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Invalid email', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email format').first()).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Invalid password', { exact: true })).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters').first()).toBeVisible();
  await page.getByLabel('Password').fill('longenough1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must contain at least one uppercase letter').first()).toBeVisible();

  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Success!')).toBeVisible();
  await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Log In', level: 1 })).toBeVisible();
  await expect(page.getByText(`We sent a verification link to ${email}.`)).toBeVisible();

  // Not verified yet: refused, with a clear message.
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(
    page.getByText('Please verify your email address before logging in.', { exact: false }),
  ).toBeVisible();

  // The email is sent by a background job: the outbox is read again until it is there.
  const mail = page.locator('article').filter({ hasText: email }).first();
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(mail.getByRole('heading', { name: 'Verify your email for ShareShed' })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Development outbox' })).toBeVisible();
  await expectAccessible(page);
  await mail.getByRole('link', { name: /verify-email/ }).click();

  await expect(page).toHaveURL(/\/welcome\?view=login&verified=1$/);
  await expect(page.getByText('Your email is verified. You can log in now.')).toBeVisible();
  await dismissToasts(page);
  await expectAccessible(page);
  await logIn(page, email, E2E_PASSWORD);

  // The page reloads signed in, and /welcome sends a signed-in user home.
  await expectSignedInAs(page, email);
  await expect(page).toHaveURL(/\/$/);
  expect((await session(page))?.user).toMatchObject({ email, name: 'Ada Lovelace' });
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/$/);

  // Sign out from the account menu (desktop) or the side menu (phones).
  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  if (await accountMenu.isVisible()) {
    await accountMenu.click();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
  }
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  expect(await session(page)).toBeNull();
});

test('forgot password: email first, reset through the emailed link once, log in with the new password', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('reset');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: E2E_PASSWORD },
  });
  expect(signUp.status()).toBe(200);
  expect(
    (await page.request.get(await linkFromOutbox(page, email, 'verify-email'), { maxRedirects: 0 })).status(),
  ).toBe(302);

  await page.goto('/?view=login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Email Required')).toBeVisible();
  await expect(page.getByText('Please enter your email address first.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(
    page.getByText(`If an account exists for ${email}, we have sent a link`, { exact: false }),
  ).toBeVisible();

  const resetLink = await linkFromOutbox(page, email, '/api/auth/reset-password/');
  await page.goto(resetLink);
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  const landing = page.url();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New password', { exact: true }).fill('weakpass');
  await page.getByLabel('Confirm new password').fill('weakpass');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password must contain at least one uppercase letter').first()).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Fresh-Start-42');
  await page.getByLabel('Confirm new password').fill('Fresh-Start-42');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Your password has been updated.', { exact: false })).toBeVisible();

  // The link works once.
  await page.goto(landing);
  await page.getByLabel('New password', { exact: true }).fill('Other-Pass-43');
  await page.getByLabel('Confirm new password').fill('Other-Pass-43');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This password reset link is invalid or has expired.' }),
  ).toBeVisible();
  await page.goto(resetLink);
  await expect(page).toHaveURL(/error=INVALID_TOKEN/);
  await expect(
    page.getByText('This password reset link is invalid or has expired. Please request a new one.'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Go to Log In' }).click();
  await logIn(page, email, E2E_PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await logIn(page, email, 'Fresh-Start-42');
  await expectSignedInAs(page, email);
});

test('two-factor: turned on through the API, the login form asks for the authenticator code', async ({
  page,
}) => {
  const email = uniqueEmail('totp');
  await page.request.post('/api/auth/sign-up/email', { data: { email, password: E2E_PASSWORD } });
  await page.request.get(await linkFromOutbox(page, email, 'verify-email'), { maxRedirects: 0 });
  expect(
    (
      await page.request.post('/api/auth/sign-in/email', { data: { email, password: E2E_PASSWORD } })
    ).status(),
  ).toBe(200);
  const enabled = await page.request.post('/api/auth/two-factor/enable', {
    data: { password: E2E_PASSWORD },
  });
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  expect(
    (
      await page.request.post('/api/auth/two-factor/verify-totp', { data: { code: totpCode(totpURI) } })
    ).status(),
  ).toBe(200);
  await page.request.post('/api/auth/sign-out', { data: {} });
  expect(await session(page)).toBeNull();

  await page.goto('/?view=login');
  await logIn(page, email, E2E_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not correct. Please try again.')).toBeVisible();
  await page.getByLabel('Authentication code').fill(totpCode(totpURI));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedInAs(page, email);
});

test('a guest moving to Log In leaves guest mode; back and switch links move between the forms', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('guest_mode', 'true');
    }
  });
  await page.goto('/welcome');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Log In', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('guest_mode'))).toBeNull();

  await page.getByRole('link', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Log In', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Continue as Guest' })).toBeVisible();
  await expectAccessible(page);
});

test('two-factor from Settings > Privacy & Security: QR code and key, a code turns it on, backup codes sign in once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('settings-2fa');
  await signUpVerifiedAndSignIn(page, email);
  await page.goto('/settings?tab=privacy');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Enable', exact: true }).click();
  await page.getByLabel('Confirm with your password').fill('Wrong-Pass-1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The password you entered is incorrect.')).toBeVisible();
  await page.getByLabel('Confirm with your password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const uri = (await page.getByTestId('totp-uri').textContent()) ?? '';
  expect(uri).toMatch(/^otpauth:\/\/totp\/ShareShed:/);
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  await expect(page.getByTestId('totp-secret')).toHaveText(secret.match(/.{1,4}/g)?.join(' ') ?? '');
  await dismissToasts(page);
  await expectAccessible(page);
  await page.getByLabel('6-digit code').fill(totpCode(uri));
  await page.getByRole('button', { name: 'Turn On' }).click();

  const codes = page.getByRole('list', { name: 'Your backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const backupCodes = await codes.allTextContents();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(codes).toHaveCount(0);
  await expect(
    page.getByText('Two-factor sign-in is on. Signing in asks for a code', { exact: false }),
  ).toBeVisible();

  await page.request.post('/api/auth/sign-out', { data: {} });
  await page.goto('/?view=login');
  await logIn(page, email, E2E_PASSWORD);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedInAs(page, email);
});
