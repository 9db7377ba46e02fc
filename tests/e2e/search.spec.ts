import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { EMPTY_CATALOGUE } from './support/empty-catalogue';
import { visitAsGuest } from './support/guest';
import { adminPage, person, verifyOwnerIdentity } from './support/rentals';

function headerBox(page: Page) {
  return page.getByRole('banner').getByRole('search', { name: 'Search', exact: true }).getByRole('combobox');
}

test('the suggestion dropdown offers recent searches, fills the box and searches', async ({ page }) => {
  await visitAsGuest(page, '/');
  const box = headerBox(page);
  await box.focus();
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('group', { name: 'Recent searches' })).toBeVisible();
  await expect(list.getByRole('option')).toHaveText([
    'Power tools',
    'Generators near me',
    'Photography equipment',
    'Party supplies',
  ]);
  await expect(list.getByText('Popular items near you')).toHaveCount(0);
  await expectAccessible(page);

  await list.getByRole('option', { name: 'Generators near me' }).click();
  await expect(box).toHaveValue('Generators near me');
  await expect(list).toBeHidden();

  await box.fill('drill');
  await expect(list.getByRole('option')).toHaveText(['Search for "drill"']);
  await box.press('ArrowDown');
  await expect(list.getByRole('option', { name: 'Search for "drill"' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=drill$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Results for "drill"' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('search', { name: 'Search equipment' }).getByRole('combobox'),
  ).toHaveValue('drill');
});

test('the dropdown closes on Escape and a short while after the box loses focus', async ({ page }) => {
  await visitAsGuest(page, '/');
  const box = headerBox(page);
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await box.focus();
  await expect(list).toBeVisible();
  await box.press('Escape');
  await expect(list).toBeHidden();
  await box.press('ArrowDown');
  await expect(list).toBeVisible();
  await box.blur();
  await expect(list).toBeHidden();
});

test('the Search button goes to /search?q= with the typed term', async ({ page }) => {
  await visitAsGuest(page, '/');
  await headerBox(page).fill('pressure washer');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=pressure\+washer$/);
});

test('the search page shows its banner and an empty result list', { tag: EMPTY_CATALOGUE }, async ({
  page,
}) => {
  await visitAsGuest(page, '/search?q=tent');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Search Equipment' })).toBeVisible();
  await expect(page).toHaveTitle('Search Equipment | ShareShed');
  await expect(main.getByText('Most Popular in Your Area')).toBeVisible();
  await expect(main.getByText('Within 2 miles')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'No items found' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Load More Items' })).toHaveCount(0);
  await expectAccessible(page);

  const pageSearch = main.getByRole('search', { name: 'Search equipment' });
  await pageSearch.getByRole('combobox').fill('ladder');
  await pageSearch.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=ladder$/);
  await expect(main.getByRole('heading', { level: 2, name: 'Results for "ladder"' })).toBeVisible();
});

test('the filter sheet needs a category before a brand, counts filters, clears and applies them', async ({
  page,
}) => {
  await visitAsGuest(page, '/search?q=generator');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Filters', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  const category = sheet.getByRole('combobox', { name: 'Category' });
  const brand = sheet.getByRole('combobox', { name: 'Brand' });
  await expect(sheet.getByRole('group', { name: 'Distance' }).getByRole('button')).toHaveText([
    '0.5 miles',
    '1 mile',
    '2 miles',
    '5 miles',
    '10 miles',
    '25 miles',
  ]);
  await expect(category.locator('option')).toHaveCount(13);
  await expect(brand).toBeDisabled();
  await expect(sheet.getByText('No active filters')).toBeVisible();

  await sheet.getByRole('button', { name: '5 miles', exact: true }).click();
  await expect(sheet.getByText('1 active filter')).toBeVisible();
  await category.selectOption({ label: 'Generators' });
  await expect(brand).toBeEnabled();
  await brand.selectOption('Honda');
  await expect(sheet.getByText('3 active filters')).toBeVisible();
  await expectAccessible(page);

  await category.selectOption({ label: 'Photography' });
  await expect(brand).toHaveValue('');
  await expect(sheet.getByText('2 active filters')).toBeVisible();

  await sheet.getByRole('button', { name: 'Clear All' }).click();
  await expect(sheet.getByText('No active filters')).toBeVisible();
  await expect(brand).toBeDisabled();

  await sheet.getByRole('button', { name: '10 miles', exact: true }).click();
  await category.selectOption({ label: 'Automotive' });
  await brand.selectOption('NOCO');
  await sheet.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/search\?q=generator&distance=10&category=automotive&brand=NOCO$/);
  const button = main.getByRole('button', { name: 'Filters, 3 active' });
  await expect(button).toBeFocused();
  await expect(main.getByText('Within 10 miles')).toBeVisible();

  await button.click();
  await expect(category).toHaveValue('automotive');
  await expect(brand).toHaveValue('NOCO');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});

const CATEGORY_PAGES = [
  { slug: 'power-tools', name: 'Power Tools' },
  { slug: 'generators', name: 'Generators' },
  { slug: 'yard-equipment', name: 'Yard Equipment' },
  { slug: 'party-supplies', name: 'Party Supplies' },
  { slug: 'automotive', name: 'Automotive' },
  { slug: 'photography', name: 'Photography' },
  { slug: 'home-garden', name: 'Home & Garden' },
  { slug: 'professional', name: 'Professional' },
];
const WITH_SEARCH = ['automotive', 'photography', 'home-garden', 'professional'];

for (const { slug, name } of CATEGORY_PAGES) {
  test(`the ${name} page has a title, a way home and an empty state`, { tag: EMPTY_CATALOGUE }, async ({
    page,
  }) => {
    await visitAsGuest(page, `/${slug}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} | ShareShed`);
    await expect(main.getByRole('heading', { name: `No items in ${name} yet` })).toBeVisible();
    await expect(main.getByRole('search', { name: `Search ${name}` })).toHaveCount(
      WITH_SEARCH.includes(slug) ? 1 : 0,
    );
    await expect(main.getByRole('button', { name: 'Filters', exact: true })).toHaveCount(
      WITH_SEARCH.includes(slug) || slug === 'generators' ? 1 : 0,
    );
    await expectAccessible(page);
    await main.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rent. Share. Save.');
  });
}

test('Generators filters live with a count and has a filter panel', { tag: EMPTY_CATALOGUE }, async ({
  page,
}) => {
  await visitAsGuest(page, '/generators');
  const main = page.getByRole('main');
  const filter = main.getByRole('searchbox', { name: 'Filter Generators' });
  await expect(filter).toHaveAttribute('placeholder', 'Filter by title, description or tags...');
  await expect(main.getByText('0 items found')).toBeVisible();
  await filter.fill('inverter');
  await expect(main.getByText('0 items found')).toBeVisible();

  const toggle = main.getByRole('button', { name: 'Filters', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByRole('heading', { name: 'Filters' })).toBeVisible();
  await expect(main.getByRole('combobox', { name: 'Brand' })).toBeDisabled();
  await main.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Generators' });
  await main.getByRole('combobox', { name: 'Brand' }).selectOption('Champion');
  await expectAccessible(page);
  await main.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/\/generators\?category=generators&brand=Champion$/);
  await expect(main.getByRole('button', { name: 'Filters, 2 active' })).toBeVisible();
});

test('the last four categories search within themselves and open the filter sheet', async ({ page }) => {
  await visitAsGuest(page, '/photography');
  const main = page.getByRole('main');
  const search = main.getByRole('search', { name: 'Search Photography' });
  await search.getByRole('searchbox', { name: 'Search Photography' }).fill('tripod');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/photography\?q=tripod$/);

  await main.getByRole('button', { name: 'Filters', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Photography' });
  await sheet.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/\/photography\?q=tripod&category=photography$/);
});

test.describe('search over real listings', () => {
  // A word only these listings have, so assertions never depend on what other tests list. Made
  // by the hook that lists them: Playwright runs a group's beforeAll again when a worker comes back
  // to the group after another file's tests, and a second set under the same word made '54 items
  // found' where the tests count 27.
  let tag = '';
  const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    tag = `zq${Math.random().toString(36).slice(2, 7)}`;
    const admin = await adminPage(browser);
    const owner = await person(browser, 'search-owner', 'Sam Searcher');
    await verifyOwnerIdentity(owner.page, admin);
    for (let index = 1; index <= 27; index++) {
      const created = await owner.page.request.post('/api/items', {
        data: {
          title: `Cordless drill ${tag} ${index}`,
          description: 'Two batteries and a charger.',
          price: String(10 + index),
          handoff: 'pickup',
          category: 'power-tools',
          brand: 'DeWalt',
          tags: 'drill',
          location: 'Austin, TX',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { item } = (await created.json()) as { item: { id: string } };
      expect((await admin.request.post(`/api/items/${item.id}/approve`)).status()).toBe(200);
    }
    await owner.close();
    await admin.context().close();
  });

  test('a misspelt search finds the drills, Load More pages through them, filters narrow and clear', async ({
    page,
  }) => {
    await visitAsGuest(page, `/search?q=${encodeURIComponent(`cordles dril ${tag}`)}`);
    const main = page.getByRole('main');
    // The cards (each card has a list of its tags inside).
    const cards = main.getByRole('list', { name: 'Search results' }).locator(':scope > li');
    await expect(main.getByText('27 items found')).toBeVisible();
    await expect(cards).toHaveCount(24);
    await main.getByRole('button', { name: 'Load More Items' }).click();
    await expect(cards).toHaveCount(27);
    await expect(main.getByRole('button', { name: 'Load More Items' })).toHaveCount(0);
    const titles = await cards.getByRole('heading').allTextContents();
    expect(new Set(titles).size).toBe(27);
    await expectAccessible(page);

    await main.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Power Tools' });
    await sheet.getByRole('combobox', { name: 'Brand' }).selectOption('Makita');
    await sheet.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(main.getByRole('button', { name: 'Filters, 2 active' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'No items found' })).toBeVisible();
    await main.getByRole('button', { name: 'Clear filters' }).click();
    await expect(main.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    await expect(main.getByText('27 items found')).toBeVisible();

    await main.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest price' });
    await expect(cards.first().getByRole('heading')).toHaveText(`Cordless drill ${tag} 1`);
  });

  test.describe('with the browser position granted', () => {
    test.use({ geolocation: AUSTIN, permissions: ['geolocation'] });

    test('Nearby lists what is close, nearest first, and the dropdown offers popular items near me', async ({
      page,
    }) => {
      await visitAsGuest(page, '/');
      await page.getByRole('banner').getByRole('link', { name: 'Nearby' }).click();
      await expect(page).toHaveURL(/\/search\?sort=distance$/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: 'Nearby' })).toBeVisible();
      await expect(main.getByText('Showing the closest items first.')).toBeVisible();
      await expect(main.getByRole('combobox', { name: 'Sort by' })).toHaveValue('distance');
      await expect(
        main
          .getByRole('list', { name: 'Search results' })
          .getByText(/mi away/)
          .first(),
      ).toBeVisible();
      await expectAccessible(page);

      // The header's box (first on the page) on a wide screen; a phone shows only the page's own.
      const box = page
        .getByRole('combobox', { name: 'Search', exact: true })
        .filter({ visible: true })
        .first();
      await box.fill(tag);
      const list = page.getByRole('listbox', { name: 'Search suggestions' });
      const popular = list.getByRole('group', { name: 'Popular items near you' });
      await expect(popular.getByRole('option')).toHaveCount(4);
      await expect(popular.getByRole('option').first()).toContainText(`Cordless drill ${tag}`);
      await expect(popular.getByRole('option').first()).toContainText('Power Tools');
      await popular.getByRole('option').first().click();
      await expect(box).toHaveValue(new RegExp(`^Cordless drill ${tag} \\d+$`));
    });
  });

  test("a signed-in user's own searches become their recent searches", async ({ browser }) => {
    const user = await person(browser, 'search-recent', 'Rita Recent');
    await user.page.goto(`/search?q=${tag}`);
    await expect(user.page.getByRole('main').getByText('27 items found')).toBeVisible();
    await user.page.goto('/');
    const box = user.page
      .getByRole('banner')
      .getByRole('search', { name: 'Search', exact: true })
      .getByRole('combobox');
    await box.focus();
    const recent = user.page
      .getByRole('listbox', { name: 'Search suggestions' })
      .getByRole('group', { name: 'Recent searches' });
    await expect(recent.getByRole('option')).toHaveText([tag]);
    await user.close();
  });
});
