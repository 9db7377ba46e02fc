import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { visitAsGuest } from './support/guest';
import { adminPage, person, verifyOwnerIdentity } from './support/rentals';

// A word only this run's listings have, so other tests' listings never change the order.
const tag = `zl${Math.random().toString(36).slice(2, 7)}`;
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  const owner = await person(browser, 'location-owner', 'Lou Locator');
  await verifyOwnerIdentity(owner.page, admin);
  // The same words in each, so only the distance tells them apart. Seattle is listed first (older).
  for (const [city, place] of [
    ['Seattle', 'Seattle, WA'],
    ['Austin', 'Austin, TX'],
  ] as const) {
    const created = await owner.page.request.post('/api/items', {
      data: {
        title: `Extension ladder ${tag} ${city}`,
        description: 'Aluminium, 24 ft.',
        price: '15',
        handoff: 'pickup',
        category: 'home-garden',
        brand: '',
        tags: 'ladder',
        location: place,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { item } = (await created.json()) as { item: { id: string } };
    expect((await admin.request.post(`/api/items/${item.id}/approve`)).status()).toBe(200);
  }
  await owner.close();
  await admin.context().close();
});

const results = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: 'Search results' }).locator(':scope > li');

async function setPlace(page: Page, text: string) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: /^(Set your location|Change)$/ }).click();
  const form = main.getByRole('form', { name: 'Your location' });
  await form.getByRole('textbox', { name: 'ZIP code or city' }).fill(text);
  await form.getByRole('button', { name: 'Use this place' }).click();
  await expect(form).toBeHidden();
}

test('a guest types a ZIP code: search ranks the nearer of two equal matches first and shows distances', async ({
  page,
}) => {
  await visitAsGuest(page, `/search?q=${tag}`);
  const main = page.getByRole('main');
  await expect(results(page)).toHaveCount(2);
  await expect(main.getByTestId('place-label')).toHaveText('Distances need your location.');
  await main.getByRole('button', { name: 'Set your location' }).click();
  const form = main.getByRole('form', { name: 'Your location' });
  await form.getByRole('textbox', { name: 'ZIP code or city' }).fill('Nowhere, ZZ');
  await form.getByRole('button', { name: 'Use this place' }).click();
  await expect(form.getByRole('alert')).toContainText('We could not find that place');
  await expectAccessible(page);
  await form.getByRole('textbox', { name: 'ZIP code or city' }).fill('78701');
  await form.getByRole('button', { name: 'Use this place' }).click();
  await expect(main.getByTestId('place-label')).toHaveText('Near Austin, TX');
  await expect(results(page).first().getByRole('heading')).toHaveText(`Extension ladder ${tag} Austin`);
  for (const card of await results(page).all()) await expect(card.getByText(/ mi away$/)).toBeVisible();

  await setPlace(page, 'Seattle, WA');
  await expect(main.getByTestId('place-label')).toHaveText('Near Seattle, WA');
  await expect(results(page).first().getByRole('heading')).toHaveText(`Extension ladder ${tag} Seattle`);

  // Kept in this browser: the next page (and the next visit) measure from it.
  await page.reload();
  await expect(main.getByTestId('place-label')).toHaveText('Near Seattle, WA');
  await expect(results(page).first().getByRole('heading')).toHaveText(`Extension ladder ${tag} Seattle`);
});

test('"Within 2 miles" keeps only what is within 2 miles of the place set', async ({ page }) => {
  await visitAsGuest(page, '/');
  await setPlace(page, 'Seattle, WA');
  await page.goto(`/search?q=${tag}&distance=2`);
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).first().getByRole('heading')).toHaveText(`Extension ladder ${tag} Seattle`);
  await page.goto(`/search?q=${tag}&distance=25`);
  await expect(results(page)).toHaveCount(1);
  await page.goto(`/search?q=${tag}`);
  await expect(results(page)).toHaveCount(2);
});

test('home and category pages measure from the place set and show a distance on every card', async ({
  page,
}) => {
  await visitAsGuest(page, '/');
  const main = page.getByRole('main');
  await setPlace(page, 'Seattle, WA');
  const featured = main.getByRole('list', { name: 'Featured items' }).locator(':scope > li');
  // (The phone and desktop runs each list a Seattle ladder: either may come first.)
  await expect(featured.first().getByRole('heading')).toHaveText(/^Extension ladder zl\w+ Seattle$/);
  for (const card of await featured.all()) await expect(card.getByText(/ mi away$/)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/home-garden');
  await expect(main.getByTestId('place-label')).toHaveText('Near Seattle, WA');
  const cards = main.getByRole('list', { name: 'Items', exact: true }).locator(':scope > li');
  await expect(cards.first().getByRole('heading')).toHaveText(/^Extension ladder zl\w+ Seattle$/);
  for (const card of await cards.all()) await expect(card.getByText(/ mi away$/)).toBeVisible();
  await expectAccessible(page);
});

test.describe('with the browser position granted', () => {
  test.use({ geolocation: AUSTIN, permissions: ['geolocation'] });

  test('"Use my location" names the town and ranks from there; the place can be forgotten', async ({
    page,
  }) => {
    await visitAsGuest(page, `/search?q=${tag}`);
    const main = page.getByRole('main');
    await setPlace(page, 'Seattle, WA');
    await main.getByRole('button', { name: 'Change' }).click();
    const form = main.getByRole('form', { name: 'Your location' });
    await form.getByRole('button', { name: 'Use my location' }).click();
    await expect(main.getByTestId('place-label')).toHaveText('Near Austin, TX');
    await expect(results(page).first().getByRole('heading')).toHaveText(`Extension ladder ${tag} Austin`);
    await main.getByRole('button', { name: 'Change' }).click();
    await form.getByRole('button', { name: 'Forget my location' }).click();
    await page.reload();
    // Granted before: the browser's position is used again, unnamed, never a stale typed place.
    await expect(main.getByTestId('place-label')).toHaveText(/^Near /);
    await expect(results(page).first().getByRole('heading')).toHaveText(`Extension ladder ${tag} Austin`);
  });
});
