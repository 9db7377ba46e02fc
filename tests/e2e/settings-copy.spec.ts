import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { dismissToasts } from './support/outbox';
import {
  PRIVATE_ADMIN_EMAIL,
  type PrivateServer,
  signedInOn,
  startPrivateServer,
} from './support/private-server';

/**
 * Copy that quotes the system settings (the fee, what owners keep, the site name, the support
 * address, whether sign-up is open) and the exchange rates behind approximate prices. On a
 * server of its own: changing site-wide settings on the shared server would change what every
 * other test sees.
 */
test.describe('copy follows the system settings', () => {
  let server: PrivateServer;

  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the fixtures argument to be destructured.
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(180_000);
    const base = Number(process.env.E2E_PORT ?? 4173);
    server = await startPrivateServer(base + 450 + testInfo.parallelIndex);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  async function guest(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.url });
    await context.addInitScript(() => window.localStorage.setItem('guest_mode', 'true'));
    return context.newPage();
  }

  async function askTheHelper(page: Page, question: string) {
    await page.getByRole('button', { name: 'Open help chat', exact: true }).click();
    const chat = page.getByRole('dialog', { name: /Helper$/ });
    await chat.getByRole('textbox', { name: 'Your question' }).fill(question);
    await chat.getByRole('button', { name: 'Send' }).click();
    return chat.getByTestId('bot-message').last();
  }

  test('the admin changes the fee, name, address, sign-up and exchange rates; every text follows', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const admin = await signedInOn(browser, server.url, PRIVATE_ADMIN_EMAIL, 'E2E Admin');
    const visitor = await guest(browser);

    // Before: the spec's figures.
    await visitor.goto('/about');
    await expect(
      visitor.getByText(
        'Owners keep 97% of every rental: the only fee is 3%, taken from the rental subtotal.',
      ),
    ).toBeVisible({ timeout: 30_000 });

    await admin.goto('/admin/settings');
    await expect(admin.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible({
      timeout: 30_000,
    });
    const eur = admin.getByLabel('Euros per US dollar (EUR)');
    await expect(eur).toHaveValue('0.92');
    await expect(admin.getByText('Set on Nov 24, 2026', { exact: false })).toBeVisible();
    // A rate is a plain decimal with a point, more than 0, with at most six decimals.
    await eur.fill('0,5');
    await admin.getByRole('button', { name: 'Save Settings' }).click();
    await expect(admin.getByText('Exchange rate must be a number')).toBeVisible();
    await eur.fill('0.1234567');
    await admin.getByRole('button', { name: 'Save Settings' }).click();
    await expect(admin.getByText('Exchange rate can have at most 6 decimals')).toBeVisible();
    await expectAccessible(admin);

    await eur.fill('0.5');
    await admin.getByLabel('Commission rate (%)').fill('5');
    await admin.getByLabel('Site name').fill('ToolLoop');
    await admin.getByLabel('Support email').fill('help@toolloop.test');
    await admin.getByRole('switch', { name: 'Registration enabled' }).click();
    await admin.getByRole('button', { name: 'Save Settings' }).click();
    await expect(admin.getByText('Action completed successfully')).toBeVisible();
    await dismissToasts(admin);
    const today = new Date().toISOString().slice(0, 10);
    expect(await (await admin.request.get('/api/admin/settings')).json()).toMatchObject({
      commissionRate: 5,
      siteName: 'ToolLoop',
      registrationEnabled: false,
      exchangeRates: { eur: 0.5, gbp: 0.79, cad: 1.39, setOn: today },
    });

    // About, the FAQ, the chat helper, the legal texts and List Your Items quote the new figures.
    await visitor.goto('/about');
    await expect(
      visitor.getByText(
        'Owners keep 95% of every rental: the only fee is 5%, taken from the rental subtotal.',
      ),
    ).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 1, name: 'About ToolLoop' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'help@toolloop.test' })).toBeVisible();
    await expectAccessible(visitor);

    await visitor.goto('/support');
    await visitor.getByText('What does ToolLoop charge?').click();
    await expect(
      visitor.getByText(
        "ToolLoop keeps a platform fee of 5% of the rental subtotal, taken from the owner's share. For example, on a $250.00 rental the fee is $12.50 and the owner receives $237.50.",
        { exact: false },
      ),
    ).toBeVisible();
    await visitor.getByText('How do I create an account?').click();
    await expect(
      visitor.getByText('New sign-ups are closed right now, so no new accounts can be created.', {
        exact: false,
      }),
    ).toBeVisible();
    const answer = await askTheHelper(visitor, 'What are the fees?');
    await expect(answer).toContainText('ToolLoop keeps a platform fee of 5% of the rental subtotal');
    await expectAccessible(visitor);

    await visitor.goto('/terms-of-service');
    await expect(
      visitor.getByText('For each rental, ToolLoop charges a platform fee of 5% of the rental subtotal', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(
      visitor.getByText('on a $250.00 rental the platform fee is $12.50', { exact: false }),
    ).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'help@toolloop.test' })).toBeVisible();
    await expect(visitor.getByText('ShareShed')).toHaveCount(0);

    await visitor.goto('/privacy-policy');
    await expect(visitor.getByRole('link', { name: 'help@toolloop.test' })).toBeVisible();
    await expect(visitor.getByText('ShareShed')).toHaveCount(0);

    await visitor.goto('/list-items');
    await expect(visitor.getByText('Platform fee (5%)')).toBeVisible();
    await expect(visitor.getByText('you keep 95% of every rental', { exact: false })).toBeVisible();

    // With registration off, Create Account is offered nowhere, not even at ?view=signup.
    const newcomer = await (await browser.newContext({ baseURL: server.url })).newPage();
    await newcomer.goto('/?view=signup');
    await expect(newcomer.getByRole('heading', { level: 1, name: 'Welcome to ToolLoop' })).toBeVisible();
    await expect(
      newcomer.getByText('New sign-ups are closed right now. Members can still log in.'),
    ).toBeVisible();
    await expect(newcomer.getByRole('button', { name: 'Create Account' })).toHaveCount(0);
    await expect(newcomer.getByLabel('Password')).toHaveCount(0);
    await expectAccessible(newcomer);
    await newcomer.getByRole('button', { name: 'Log In' }).click();
    await expect(newcomer.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await expect(newcomer.getByRole('link', { name: 'Create Account' })).toHaveCount(0);

    // The admin's own prices, approximated with the new rate once they choose euros.
    await admin.goto('/settings?tab=region');
    await admin.getByRole('combobox', { name: 'Currency' }).click();
    await admin.getByRole('option', { name: 'Euro (EUR)' }).click();
    await admin.goto('/list-items');
    await expect(admin.getByText('$40.00 (≈ €20.00)', { exact: false }).first()).toBeVisible();
  });
});
