import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSAFE_TEXT_MESSAGE } from '../../shared/schemas/text';
import { items, rentals, wishlistItems } from '../db/schema';
import { verifyIdentity } from '../identity/testing';
import type { ItemCard } from '../items/public';
import { createListing, setAutoApprove } from '../items/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { afterPendingNotices } from '../test/pending-notices';
import { statementsOf } from '../test/statements';
import { createTestApp, type TestApp } from '../test/test-app';
import { encodeSearchCursor } from './cursor';
import type { PopularItem, SearchPage } from './service';

let t: TestApp;
let owner: SignedIn;
let renter: SignedIn;
const ids: Record<string, string> = {};

/** A point `miles` due north of (30, -97), as earthdistance measures (sphere of earth() metres). */
const CENTER = { lat: 30, lng: -97 };
const northBy = (miles: number) => CENTER.lat + (miles * 1609.344) / ((6378168 * Math.PI) / 180);
const AT_CENTER = `lat=${CENTER.lat}&lng=${CENTER.lng}`;

const get = (path: string, who?: SignedIn) => t.request('GET', path, undefined, who?.headers);

async function search(query: string, who?: SignedIn): Promise<SearchPage> {
  const res = await get(`/api/search?${query}`, who);
  if (res.status !== 200) throw new Error(`search ${query}: ${res.status} ${await res.text()}`);
  return (await res.json()) as SearchPage;
}
const titles = (page: SearchPage) => page.items.map((item: ItemCard) => item.title);

async function place(id: string, latitude: number, longitude: number) {
  await t.database.db.update(items).set({ latitude, longitude }).where(eq(items.id, id));
}

/** A two-day booking (1 to 3 February 2030) as the rentals domain stores it. */
const bookedRental = (itemId: string, status: 'active' | 'returned') => ({
  itemId,
  itemTitle: 'Booked item',
  renterId: renter.userId,
  ownerId: owner.userId,
  status,
  rentalDays: 2,
  dailyRate: 300,
  subtotalAmount: 600,
  platformFee: 18,
  ownerAmount: 582,
  securityDeposit: 600,
  totalAmount: 1200,
  commissionRate: 3,
  startDate: '2030-02-01',
  endDate: '2030-02-03',
  holdExpiresAt: new Date(),
});

const LISTINGS = [
  // Ranking: the same words in a title and in a description.
  {
    key: 'hammerTitle',
    title: 'Bosch hammer drill',
    description: 'Heavy, with a case.',
    category: 'power-tools',
    brand: 'Bosch',
    tags: 'masonry',
    price: '30',
  },
  {
    key: 'hammerBody',
    title: 'Tool bag with bits',
    description: 'Fits a hammer drill and its bits.',
    category: 'power-tools',
    brand: 'Other',
    tags: 'storage',
    price: '5',
  },
  // Typos.
  {
    key: 'cordless',
    title: 'Makita cordless drill',
    description: 'Two batteries.',
    category: 'power-tools',
    brand: 'Makita',
    tags: 'drill, 18V',
    price: '20',
  },
  // Distance: 1.9 and 2.1 miles from the centre.
  {
    key: 'near',
    title: 'Sump pump near',
    description: 'Clears a flooded basement.',
    category: 'home-garden',
    brand: 'Stanley',
    tags: 'water',
    price: '15',
  },
  {
    key: 'far',
    title: 'Sump pump far',
    description: 'Clears a flooded basement.',
    category: 'home-garden',
    brand: 'Stanley',
    tags: 'water',
    price: '16',
  },
  // Brands and categories.
  {
    key: 'honda',
    title: 'Honda EU2200i generator',
    description: 'Quiet inverter.',
    category: 'generators',
    brand: 'Honda',
    tags: 'quiet',
    price: '60',
  },
  {
    key: 'champion',
    title: 'Champion dual fuel generator',
    description: 'Propane or gas.',
    category: 'generators',
    brand: 'Champion',
    tags: 'propane',
    price: '55',
  },
  {
    key: 'odd',
    title: 'Homemade generator cart',
    description: 'Welded by hand.',
    category: 'generators',
    brand: 'Other',
    tags: 'cart',
    price: '10',
  },
  {
    key: 'drain',
    title: 'Drain snake 25 ft',
    description: 'For clogged pipes and sinks.',
    category: 'home-garden',
    brand: null,
    tags: 'plumbing',
    price: '12',
  },
  {
    key: 'rake',
    title: 'Leaf rake',
    description: 'Wide head.',
    category: 'home-garden',
    brand: null,
    tags: 'garden',
    price: '3',
  },
] as const;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAndSignIn(t, { email: 'owner@example.com', name: 'Olive Owner' });
  renter = await signUpAndSignIn(t, { email: 'renter@example.com', name: 'Rey Renter' });
  const admin = await signUpAndSignIn(t, { email: 'admin@example.com', name: 'Ada Admin', admin: true });
  await verifyIdentity(t, owner, admin);
  await setAutoApprove(t, true);
  for (const listing of LISTINGS) {
    const { key, ...fields } = listing;
    const item = await createListing(t, owner, { ...fields, location: 'Austin, TX' });
    ids[key] = item.id;
  }
  await place(ids.near!, northBy(1.9), CENTER.lng);
  await place(ids.far!, northBy(2.1), CENTER.lng);
  // Waiting for review: never in search.
  await setAutoApprove(t, false);
  const pending = await createListing(t, owner, { title: 'Pending cordless drill', location: 'Austin, TX' });
  ids.pending = pending.id;
  await setAutoApprove(t, true);
  // Paused by its owner: visible, not bookable, so left out when dates are asked for.
  const paused = await createListing(t, owner, {
    title: 'Paused pressure washer',
    category: 'home-garden',
    brand: null,
    location: 'Austin, TX',
  });
  ids.paused = paused.id;
  const res = await t.request('PATCH', `/api/items/${paused.id}`, { isAvailable: false }, owner.headers);
  expect(res.status).toBe(200);
  await place(ids.paused!, CENTER.lat, CENTER.lng);
});
afterAll(() => t.close());

describe('text search', () => {
  it('ranks a title match above a description match', async () => {
    const page = await search('q=hammer%20drill');
    expect(titles(page).slice(0, 2)).toEqual(['Bosch hammer drill', 'Tool bag with bits']);
    expect(page.sort).toBe('relevance');
  });

  it('finds cordless drills through typos and partial words', async () => {
    expect(titles(await search('q=cordles%20dril'))).toContain('Makita cordless drill');
    expect(titles(await search('q=makit'))).toEqual(['Makita cordless drill']);
    // A word no listing has is replaced by the listing words most like it.
    expect(titles(await search('q=bosch%20hamer'))).toEqual(['Bosch hammer drill']);
    expect(titles(await search('q=hamer%20dril'))).toEqual(['Bosch hammer drill', 'Tool bag with bits']);
    expect(titles(await search('q=generater'))).toEqual(
      expect.arrayContaining(['Honda EU2200i generator', 'Champion dual fuel generator']),
    );
  });

  it('never shows listings waiting for review', async () => {
    const page = await search('q=cordless');
    expect(page.items.map((item) => item.id)).not.toContain(ids.pending);
    expect(page.items.every((item) => item.status === 'published')).toBe(true);
  });

  it('shows paused items as unavailable, and leaves them out when dates are asked for', async () => {
    const all = await search('q=pressure%20washer');
    expect(all.items.map((item) => [item.id, item.isAvailable])).toEqual([[ids.paused, false]]);
    expect((await search('q=pressure%20washer&from=2030-01-10&to=2030-01-12')).items).toEqual([]);
  });

  it('leaves out items booked on the asked dates', async () => {
    await t.database.db.insert(rentals).values(bookedRental(ids.rake!, 'active'));
    expect(titles(await search('q=rake&from=2030-02-02&to=2030-02-05'))).toEqual([]);
    expect(titles(await search('q=rake&from=2030-02-03&to=2030-02-05'))).toEqual(['Leaf rake']);
    expect(titles(await search('q=rake&from=2030-01-30'))).toEqual(['Leaf rake']);
  });
});

describe('distance', () => {
  it('keeps an item 1.9 miles away inside a 2-mile radius and one 2.1 miles away outside', async () => {
    const page = await search(`q=sump%20pump&within=2&${AT_CENTER}`);
    expect(titles(page)).toEqual(['Sump pump near']);
    expect(page.items[0]?.distanceMiles).toBe(1.9);
    const wider = await search(`q=sump%20pump&within=5&${AT_CENTER}&sort=distance`);
    expect(titles(wider)).toEqual(['Sump pump near', 'Sump pump far']);
    expect(wider.items.map((item) => item.distanceMiles)).toEqual([1.9, 2.1]);
  });

  it('sorts nearest first for Nearby, and says when no position is known', async () => {
    const nearby = await search(`sort=distance&${AT_CENTER}&limit=3`);
    expect(nearby.sort).toBe('distance');
    expect(titles(nearby)).toEqual(['Paused pressure washer', 'Sump pump near', 'Sump pump far']);
    const unplaced = await search('sort=distance&within=2');
    expect(unplaced.located).toBe(false);
    expect(unplaced.sort).toBe('newest');
  });
});

describe('distance that counts', () => {
  it('ranks the nearer of two equally relevant matches first for Best match', async () => {
    const fromCenter = await search(`q=sump%20pump&${AT_CENTER}`);
    expect(fromCenter.sort).toBe('relevance');
    expect(titles(fromCenter)).toEqual(['Sump pump near', 'Sump pump far']);
    // From 3 miles north, the 'far' one (0.9 miles) is the nearer.
    const fromNorth = await search(`q=sump%20pump&lat=${northBy(3)}&lng=${CENTER.lng}`);
    expect(titles(fromNorth)).toEqual(['Sump pump far', 'Sump pump near']);
    expect(fromNorth.items.map((item) => item.distanceMiles)).toEqual([0.9, 1.1]);
  });

  it('orders a category page nearest first when the place is known, newest first when not', async () => {
    const located = await search(`in=home-garden&${AT_CENTER}`);
    expect(located.sort).toBe('distance');
    expect(titles(located).slice(0, 3)).toEqual([
      'Paused pressure washer',
      'Sump pump near',
      'Sump pump far',
    ]);
    expect(located.items.every((item) => item.distanceMiles !== null)).toBe(true);
    const unplaced = await search('in=home-garden');
    expect(unplaced.sort).toBe('newest');
    expect(unplaced.items.every((item) => item.distanceMiles === null)).toBe(true);
  });

  it('names a typed ZIP or city, or a browser position, as an approximate place', async () => {
    const zip = (await (await get('/api/search/place?q=78701')).json()) as Record<string, unknown>;
    expect(zip).toMatchObject({ label: 'Austin, TX' });
    expect(zip.latitude).toBeCloseTo(30.27, 1);
    const city = (await (await get('/api/search/place?q=Austin%2C%20Texas')).json()) as { label: string };
    expect(city.label).toBe('Austin, TX');
    const near = (await (await get('/api/search/place?lat=30.2712345&lng=-97.7412345')).json()) as {
      latitude: number;
      label: string;
    };
    expect(near.latitude).toBe(30.27);
    expect(near.label).toMatch(/, TX$/);
    const unknown = await get('/api/search/place?q=Nowhere%2C%20ZZ');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('place_not_found');
    expect((await get('/api/search/place')).status).toBe(400);
  });
});

describe('filters', () => {
  it('narrows by filter category (mapped to ours) and brand', async () => {
    expect(titles(await search('category=generators&sort=price'))).toEqual([
      'Homemade generator cart',
      'Champion dual fuel generator',
      'Honda EU2200i generator',
    ]);
    expect(titles(await search('category=generators&brand=Honda'))).toEqual(['Honda EU2200i generator']);
    expect(titles(await search('category=generators&brand=Other'))).toEqual(['Homemade generator cart']);
    // Plumbing has no category of its own: the listings that name the trade.
    expect(titles(await search('category=plumbing'))).toEqual(['Drain snake 25 ft']);
    expect(titles(await search('in=home-garden&category=generators'))).toEqual([]);
  });

  it('narrows by price and counts what matches', async () => {
    const page = await search('minPrice=10&maxPrice=20&sort=price');
    expect(page.items.map((item) => item.priceCents)).toEqual([1000, 1200, 1500, 1600, 2000]);
    expect(page.total).toBe(5);
    expect(page.totalCapped).toBe(false);
  });

  it('refuses a brand without a category, or one outside its list', async () => {
    const noCategory = await get('/api/search?brand=Honda');
    expect(noCategory.status).toBe(400);
    expect(((await noCategory.json()) as { error: { message: string } }).error.message).toBe(
      'Choose a category to pick a brand.',
    );
    const wrong = await get('/api/search?category=photography&brand=Honda');
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(
      'Please choose a brand from the list',
    );
  });
});

describe('malformed input', () => {
  it.each([
    ['a huge query', `q=${'drill '.repeat(2000)}`],
    ['a distance over 25 miles', 'within=100'],
    ['a distance under half a mile', 'within=0.1'],
    ['half a position', 'lat=30'],
    ['a latitude off the planet', 'lat=91&lng=0'],
    ['an unknown sort', 'sort=popular'],
    ['an unknown category', 'category=spaceships'],
    ['a page size of 0', 'limit=0'],
    ['a date that is not one', 'from=2026-13-45'],
    ['dates in the wrong order', 'from=2030-01-05&to=2030-01-01'],
    ['a cursor that is not ours', 'cursor=not-a-cursor'],
    [
      'a cursor with a bad id',
      `cursor=${Buffer.from('["newest","2026-01-01 00:00:00+00","x","2026-01-01 00:00:00+00"]').toString('base64url')}`,
    ],
    [
      'a cursor with SQL in it',
      `cursor=${Buffer.from(JSON.stringify(['price', '1); drop table items; --', '00000000-0000-0000-0000-000000000000', '2026-01-01 00:00:00+00'])).toString('base64url')}`,
    ],
  ])('answers %s with a 400 and a message', async (_name, query) => {
    const res = await get(`/api/search?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message.length).toBeGreaterThan(0);
  });

  it.each(['%_\\\'";--', '!!! ??? ***', '<script>alert(1)</script>', '(((drill', 'drill & | ! :*', '🙂🙂🙂'])(
    'answers odd text %j with 200',
    async (q) => {
      const res = await get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
    },
  );

  it('refuses a control character in the search text with a 400 that says so', async () => {
    const res = await get(`/api/search?q=${encodeURIComponent('a\u0000b')}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toBe(UNSAFE_TEXT_MESSAGE);
  });

  it('odd characters never break the property: any text gives 200 or 400, never 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300, unit: 'binary' }), async (q) => {
        const res = await get(`/api/search?q=${encodeURIComponent(q)}`);
        expect([200, 400]).toContain(res.status);
        const suggestions = await get(`/api/search/suggestions?q=${encodeURIComponent(q)}&${AT_CENTER}`);
        expect([200, 400]).toContain(suggestions.status);
      }),
      { numRuns: 40 },
    );
  });

  it('a cursor from another sort gives an empty page, not an error', async () => {
    const cursor = encodeSearchCursor({
      sort: 'price',
      key: '100',
      id: '00000000-0000-0000-0000-000000000000',
      asOf: '2030-01-01 00:00:00+00',
    });
    const page = await search(`sort=newest&cursor=${cursor}`);
    expect(page.items).toEqual([]);
  });
});

describe('pagination', () => {
  const QUERIES = ['', 'q=drill', 'q=generator', 'category=generators', 'q=pump&within=25'];
  const SORTS = ['relevance', 'distance', 'price', 'newest'] as const;

  async function allPages(query: string, limit: number, between?: () => Promise<void>) {
    const seen: string[] = [];
    let cursor: string | null = null;
    let first = true;
    do {
      const page: SearchPage = await search(
        `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      if (first && between) await between();
      first = false;
    } while (cursor);
    return seen;
  }

  /** Copies of a listing published now, like new listings arriving while someone pages. */
  async function arrive(count: number) {
    const source = ids.cordless!;
    const result = (await t.database.db.execute(sql`insert into items (owner_id, title, description, category,
        brand, tags, daily_rate_cents, deposit_cents, handoff, location_label, latitude, longitude, status, published_at)
      select owner_id, 'Arrived drill generator pump ' || g, description, category, brand, tags, 100 * g,
        deposit_cents, handoff, location_label, ${CENTER.lat}, ${CENTER.lng}, 'published', now()
      from items, generate_series(1, ${count}) g where id = ${source} returning id`)) as unknown as {
      rows: { id: string }[];
    };
    return result.rows.map((row) => row.id);
  }

  it('pages concatenate to the whole ordered result, without repeats, even as items arrive', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...QUERIES),
        fc.constantFrom(...SORTS),
        fc.integer({ min: 1, max: 5 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        async (query, sort, limit, located, arrivals) => {
          const full = `${query}&sort=${sort}${located ? `&${AT_CENTER}` : ''}`;
          const whole = (await search(`${full}&limit=48`)).items.map((item) => item.id);
          let added: string[] = [];
          try {
            const paged = await allPages(full, limit, async () => {
              added = await arrive(arrivals);
            });
            expect(new Set(paged).size).toBe(paged.length);
            expect(paged).toEqual(whole);
          } finally {
            for (const id of added) await t.database.db.delete(items).where(eq(items.id, id));
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('popular items and suggestions', () => {
  it('lists the most booked and saved items near the visitor, at most four', async () => {
    await t.database.db.insert(wishlistItems).values({
      userId: renter.userId,
      itemId: ids.far!,
      savedPriceCents: 1600,
    });
    const res = await get(`/api/search/popular?${AT_CENTER}&within=5`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: PopularItem[] };
    // The saved pump first, then by distance; the paused washer is not offered.
    expect(body.items.map((item) => item.name)).toEqual(['Sump pump far', 'Sump pump near']);
    expect(body.items[0]).toMatchObject({
      category: 'home-garden',
      distanceMiles: 2.1,
      pricePerDayCents: 1600,
    });

    // A booking that went ahead counts twice a save.
    await t.database.db
      .insert(rentals)
      .values({ ...bookedRental(ids.near!, 'returned'), startDate: '2029-03-01', endDate: '2029-03-03' });
    const again = (await (await get(`/api/search/popular?${AT_CENTER}&within=5`)).json()) as {
      items: PopularItem[];
    };
    expect(again.items.map((item) => item.name)).toEqual(['Sump pump near', 'Sump pump far']);
  });

  it("keeps the typed words' lookup: the same words again send the popular items' statement alone", async () => {
    const statements = async (path: string) => {
      const { response, texts } = await statementsOf(t, () => get(path));
      const body = (await response.json()) as { popular: PopularItem[] };
      return { names: body.popular.map((item) => item.name), texts };
    };
    // The last test's writes may still be noticed, dropping what is kept between the two reads.
    await afterPendingNotices(t);
    const first = await statements(`/api/search/suggestions?q=sump%20pum&${AT_CENTER}`);
    expect(first.names).toEqual(['Sump pump near', 'Sump pump far']);
    expect(first.texts.some((text) => text.includes('search_words'))).toBe(true);
    const again = await statements(`/api/search/suggestions?q=sump%20pum&lat=30.001&lng=-97`);
    expect(again.names).toEqual(['Sump pump near', 'Sump pump far']);
    expect(again.texts, again.texts.join('\n')).toHaveLength(first.texts.length - 1);
    expect(again.texts.some((text) => text.includes('search_words'))).toBe(false);
  });

  it('gives no popular items without a position', async () => {
    const res = await get('/api/search/suggestions?q=pump');
    expect(await res.json()).toEqual({ popular: [], recent: null });
  });

  it("matches the typed text near the visitor, and returns the signed-in user's own recent searches", async () => {
    const before = (await (await get(`/api/search/suggestions?q=pum&${AT_CENTER}`, renter)).json()) as {
      popular: PopularItem[];
      recent: string[] | null;
    };
    expect(before.popular.map((item) => item.name)).toEqual(['Sump pump near', 'Sump pump far']);
    expect(before.recent).toBeNull();

    expect((await t.request('POST', '/api/search/recent', { q: 'drill' })).status).toBe(401);
    for (const q of ['drill', 'generator', 'Drill', 'ladder', 'tent', 'saw']) {
      const res = await t.request('POST', '/api/search/recent', { q }, renter.headers);
      expect(res.status).toBe(201);
    }
    expect((await t.request('POST', '/api/search/recent', { q: '   ' }, renter.headers)).status).toBe(400);
    const after = (await (await get('/api/search/suggestions', renter)).json()) as { recent: string[] };
    expect(after.recent).toEqual(['saw', 'tent', 'ladder', 'Drill']);
    // Someone else's searches stay theirs.
    expect(
      ((await (await get('/api/search/suggestions', owner)).json()) as { recent: null }).recent,
    ).toBeNull();

    expect((await t.request('DELETE', '/api/search/recent', undefined, renter.headers)).status).toBe(200);
    expect(
      ((await (await get('/api/search/suggestions', renter)).json()) as { recent: null }).recent,
    ).toBeNull();
  });
});
