import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { visitAsGuest } from './support/guest';
import { serveTiles } from './support/map-tiles';
import { adminPage, person, verifyOwnerIdentity } from './support/rentals';

// A word only this run's listings have.
const tag = `zm${Math.random().toString(36).slice(2, 7)}`;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  const owner = await person(browser, 'map-owner', 'Mia Mapper');
  await verifyOwnerIdentity(owner.page, admin);
  for (const [index, place] of ['Denver, CO', 'Denver, CO', 'Boulder, CO'].entries()) {
    const created = await owner.page.request.post('/api/items', {
      data: {
        title: `Tile saw ${tag} ${index + 1}`,
        description: 'Wet cutting, 7 inch blade.',
        price: '25',
        handoff: 'pickup',
        category: 'power-tools',
        brand: 'DeWalt',
        tags: 'saw',
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

test('search results open on a map: one marker per area, tiles from the configured source, attribution shown', async ({
  page,
  isMobile,
}) => {
  const tiles = await serveTiles(page);
  const leaflet: string[] = [];
  page.on('request', (request) => {
    if (/results-map|leaflet/.test(request.url())) leaflet.push(request.url());
  });
  await visitAsGuest(page, `/search?q=${tag}`);
  const main = page.getByRole('main');
  const list = main.getByRole('list', { name: 'Search results' });
  await expect(list.locator(':scope > li')).toHaveCount(3);
  // Nothing of the map is downloaded until it is opened.
  expect(leaflet).toEqual([]);
  await expect(main.getByRole('button', { name: 'List', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await main.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = main.getByRole('region', { name: 'Map of results' });
  await expect(map).toBeVisible();
  // Two Denver listings share one marker (the area, not the address); Boulder has its own.
  const markers = map.locator('.results-map-marker');
  await expect(markers).toHaveCount(2);
  await expect(map.getByRole('button', { name: '2 items here' })).toBeVisible();
  await expect(map.getByRole('button', { name: `Tile saw ${tag} 3` })).toBeVisible();
  await expect(map.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();
  await expect.poll(() => tiles.served.length).toBeGreaterThan(0);
  expect(tiles.elsewhere).toEqual([]);
  expect(leaflet.length).toBeGreaterThan(0);
  await expect(main.getByText("Places are approximate: the owner's area, never an address.")).toBeVisible();
  // On a phone the map takes the list's place; on a wide screen the list stays under it.
  if (isMobile) await expect(list).toBeHidden();
  else await expect(list).toBeVisible();
  await expectAccessible(page);

  await map.getByRole('button', { name: '2 items here' }).click();
  const popup = map.locator('.leaflet-popup');
  await expect(popup.getByRole('link')).toHaveCount(2);
  await popup.getByRole('link', { name: `Tile saw ${tag} 1` }).click();
  await expect(page).toHaveURL(/\/items\//);
  await page.goBack();
  await expect(main.getByRole('region', { name: 'Map of results' })).toBeVisible();

  await main.getByRole('button', { name: 'List', exact: true }).click();
  await expect(main.getByRole('region', { name: 'Map of results' })).toHaveCount(0);
  await expect(list).toBeVisible();
});

test('Nearby and a category page have the map too', async ({ page }) => {
  await serveTiles(page);
  await visitAsGuest(page, '/search?sort=distance&view=map');
  await expect(page.getByRole('main').getByRole('region', { name: 'Map of results' })).toBeVisible();
  await page.goto('/power-tools?view=map');
  const map = page.getByRole('main').getByRole('region', { name: 'Map of results' });
  await expect(map).toBeVisible();
  await expect(map.locator('.results-map-marker').first()).toBeVisible();
  await expectAccessible(page);
});
