import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expectNoEnglish } from './support/catalogue-text';
import { dismissToasts } from './support/outbox';
import { adminPage, bookAndPayByApi, dayFrom, person, publishedItem } from './support/rentals';
import { signUpVerifiedAndSignIn, uniqueEmail } from './support/signed-in-user';

/** Pages a guest sees, then pages only a member sees (each with its own first heading). */
const GUEST_TOUR = [
  '/',
  '/search',
  '/power-tools',
  '/about',
  '/trust-safety',
  '/support',
  '/list-items',
  '/privacy-policy',
  '/terms-of-service',
  '/app-store-compliance',
];
const MEMBER_TOUR = [
  '/profile',
  '/edit-profile',
  '/settings',
  '/rentals',
  '/wishlist',
  '/notifications',
  '/messenger',
  '/reviews',
  '/my-listings',
  '/verify-identity',
];

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
}

test.describe('a browser asking for German', () => {
  test.use({ locale: 'de-DE' });

  test('gets the welcome flow in German from the first paint, then home', async ({ page }) => {
    const response = await page.goto('/');
    expect(await response?.text()).toContain('<html lang="de">');
    await expect(page.getByRole('heading', { name: 'Willkommen bei ShareShed' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Konto erstellen' })).toBeVisible();
    await expectNoEnglish(page, 'de');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Als Gast fortfahren' }).click();
    await expect(page.getByRole('heading', { name: 'Mieten. Teilen. Sparen.' })).toBeVisible();
    await expect(page).toHaveTitle('Miete Werkzeug und Geräte von deinen Nachbarn | ShareShed');
    await expectNoEnglish(page, 'de');
    await expectAccessible(page);
  });
});

test.describe('a browser asking for French', () => {
  test.use({ locale: 'fr-FR' });

  test('reads a refused sign-up in French', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Créer un compte' }).click();
    await expect(page.getByRole('heading', { name: 'Créer un compte', level: 1 })).toBeVisible();
    await page.getByLabel('E-mail').fill('pas-une-adresse');
    await page.getByLabel('Mot de passe').fill('court');
    await page.getByRole('button', { name: 'Créer un compte' }).click();

    await expect(page.getByText('Acceptation requise')).toBeVisible();
    await expect(
      page.getByText(
        "Veuillez lire et accepter la Politique de confidentialité et les Conditions d'utilisation.",
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: "Format d'adresse e-mail invalide" }),
    ).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Le mot de passe doit comporter au moins 8 caractères' }),
    ).toBeVisible();
    await expectNoEnglish(page, 'fr');
    await dismissToasts(page);
    await expectAccessible(page);
  });
});

test('a member who switches to Spanish sees every page of the guest and member tours in Spanish', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(240_000);
  await signUpVerifiedAndSignIn(page, uniqueEmail('espanol'));
  await visit(page, '/');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The open phone menu's own switcher (the footer has one too, behind the menu).
    const menu = page.getByRole('dialog');
    await menu.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
    await expect(menu.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    await expect(menu.getByRole('group', { name: 'Idioma' })).toBeVisible();
    await expectNoEnglish(page, 'es');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
  } else {
    await visit(page, '/settings?tab=region');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Español' }).click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // The choice is saved in the member's settings: a fresh page starts in Spanish.
  for (const path of [...GUEST_TOUR, ...MEMBER_TOUR]) {
    await visit(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoEnglish(page, 'es');
    await expectAccessible(page);
  }
});

test('a notification created while the member reads English reads in German after they switch', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const admin = await adminPage(browser);
  const owner = await person(browser, 'besitzer', 'Olive Owner');
  const renter = await person(browser, 'mieter', `Rita ${testInfo.project.name} ${Date.now()}`);
  const title = `Fliesensäge ${testInfo.project.name} ${Date.now()}`;
  const itemId = await publishedItem(owner.page, admin, title, '40.00');
  const page = owner.page;

  // Created while the owner's language is English: the notification is stored as a kind and data.
  await bookAndPayByApi(renter.page, itemId, dayFrom(5), 3);
  await page.goto('/notifications');
  // The owner hears of the booking and of the payout; the booking's card is the one to follow.
  const ofThisItem = page.getByTestId('notification').filter({ hasText: title });
  const request = ofThisItem.filter({ hasText: 'New rental request' });
  await expect(request).toContainText(`${renter.name} booked "${title}" for 3 days from`, {
    timeout: 15_000,
  });

  // The owner switches to German (saved in their settings); the same notification reads in German.
  const saved = await page.request.patch('/api/settings', { data: { language: 'de' } });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/notifications');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const german = ofThisItem.filter({ hasText: 'Neue Mietanfrage' });
  await expect(german).toContainText(`${renter.name} hat „${title}“ für 3 Tage ab dem`);
  await expect(ofThisItem.filter({ hasText: 'New rental request' })).toHaveCount(0);
  await expectNoEnglish(page, 'de');
  await expectAccessible(page);

  await german.getByRole('link', { name: 'Neue Mietanfrage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Neue Mietanfrage' })).toBeVisible();
  await expectNoEnglish(page, 'de');
  await owner.close();
  await renter.close();
});
