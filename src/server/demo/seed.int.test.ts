import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../../shared/constants';
import { isBrandAllowed } from '../../shared/item-brands';
import { createAccounts } from '../auth/auth';
import { getRole } from '../auth/roles';
import { itemPhotos, items, user } from '../db/schema';
import { createLogger } from '../logger';
import { createStorage } from '../platform/storage/create-storage';
import { signIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { CATALOG } from './catalog';
import { DEMO_ACCOUNTS, seedDemo } from './seed';

let t: TestApp;
let deps: Parameters<typeof seedDemo>[0];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const accounts = createAccounts({
    config: t.config,
    db,
    sendEmails: false,
    logger: createLogger('silent'),
  });
  deps = { db, storage: createStorage(t.config), auth: accounts.sessions };
});
afterAll(() => t.close());

describe('npm run demo', () => {
  it('lists only brands the categories offer', () => {
    for (const category of CATEGORY_SLUGS) {
      for (const template of CATALOG[category]) {
        expect(isBrandAllowed(category, template.brand), `${category}: ${template.brand}`).toBe(true);
        expect(template.price).toBeGreaterThan(0);
      }
      expect(CATALOG[category].length).toBeGreaterThanOrEqual(10);
    }
  });

  it('creates published listings with photos in every category, owners, an admin and a renter; again adds nothing', async () => {
    const first = await seedDemo(deps, { metros: 2, templatesPerCategory: 1 });
    expect(first).toEqual({ created: 16, existing: 0, owners: 6 });
    const again = await seedDemo(deps, { metros: 2, templatesPerCategory: 1 });
    expect(again).toEqual({ created: 0, existing: 16, owners: 6 });

    const rows = await t.database.db.select().from(items);
    expect(rows).toHaveLength(16);
    expect(rows.every((row) => row.status === 'published')).toBe(true);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(CATEGORY_SLUGS));
    expect(new Set(rows.map((row) => row.locationLabel.split(', ')[1]))).toEqual(new Set(['TX', 'CO']));
    const photos = await t.database.db.select().from(itemPhotos);
    expect(new Set(photos.map((photo) => photo.itemId)).size).toBe(16);
    const served = await t.app.request(`/uploads/${photos[0]!.cardKey}`);
    expect(served.status).toBe(200);

    // The printed accounts work, and the admin is an admin.
    for (const account of [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.renter]) {
      expect((await signIn(t, account.email, account.password)).status).toBe(200);
    }
    const [admin] = await t.database.db.select().from(user).where(eq(user.email, DEMO_ACCOUNTS.admin.email));
    expect(await getRole(t.database.db, admin!.id)).toBe('admin');

    // They are real listings: the public API shows them.
    const categories = (await (await t.request('GET', '/api/items/categories')).json()) as {
      categories: { slug: string; count: number }[];
    };
    expect(categories.categories.every((entry) => entry.count === 2)).toBe(true);
  }, 180_000);
});
