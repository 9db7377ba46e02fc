import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_GUEST_ANSWERS } from '../../shared/constants';
import { verifyIdentity } from '../identity/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp, webBuild } from '../test/test-app';
import { approve, createListing } from './testing';

/** The part of a build manifest home's cards use (as Vite writes it: keys relative to src/web). */
const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_framework-f1.js'] },
  '_framework-f1.js': { file: 'assets/framework-f1.js' },
  'features/items/item-grid.tsx': {
    file: 'assets/item-grid-g1.js',
    isDynamicEntry: true,
    imports: ['_framework-f1.js', '_badge-b1.js'],
  },
  '_badge-b1.js': { file: 'assets/badge-b1.js' },
  'features/rentals/book-button.tsx': {
    file: 'assets/book-button-k1.js',
    isDynamicEntry: true,
    imports: ['_framework-f1.js'],
  },
  'locales/en/listings.json': { file: 'assets/listings-en.js', isDynamicEntry: true },
  'locales/en/rentals.json': { file: 'assets/rentals-en.js', isDynamicEntry: true },
  'locales/de/listings.json': { file: 'assets/listings-de.js', isDynamicEntry: true },
  'locales/de/rentals.json': { file: 'assets/rentals-de.js', isDynamicEntry: true },
};

let t: TestApp;
let owner: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  const dist = webBuild(
    '<!doctype html><html><head><title>ShareShed</title></head><body><div id="root"></div></body></html>',
    MANIFEST,
  );
  t = await createTestApp({ WEB_DIST_DIR: dist });
  owner = await signUpAndSignIn(t, { email: 'owner@example.com', name: 'Olive Owner' });
  admin = await signUpAndSignIn(t, { email: 'admin@example.com', name: 'Ada Admin', admin: true });
  await verifyIdentity(t, owner, admin);
});
afterAll(() => t.close());

async function homePage(headers: Record<string, string> = {}) {
  const html = await (await t.request('GET', '/', undefined, headers)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const embedded = new Map(
    [...head.matchAll(/<script type="application\/json" data-api="([^"]*)">([^<]*)<\/script>/g)].map(
      (match) => [match[1], JSON.parse(match[2]!) as unknown],
    ),
  );
  const preloads = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1],
  );
  return { embedded, preloads };
}

const apiAnswer = async (apiPath: string) => (await t.request('GET', apiPath)).json();

describe('the home page', () => {
  it("embeds a guest's category counts and featured items, and with none featured preloads nothing", async () => {
    const { embedded, preloads } = await homePage();
    expect([...embedded.keys()]).toEqual([HOME_GUEST_ANSWERS.categories, HOME_GUEST_ANSWERS.featured]);
    expect(embedded.get(HOME_GUEST_ANSWERS.featured)).toEqual({ items: [] });
    expect(embedded.get(HOME_GUEST_ANSWERS.categories)).toEqual(
      await apiAnswer(HOME_GUEST_ANSWERS.categories),
    );
    expect(preloads).toEqual([]);
  });

  it('says what the API says once items are published, and preloads the cards in the page language', async () => {
    const item = await createListing(t, owner, { title: 'Hedge trimmer' });
    await approve(t, admin, item.id);
    const { embedded, preloads } = await homePage({ 'Accept-Language': 'de-DE,de;q=0.9' });
    const featured = await apiAnswer(HOME_GUEST_ANSWERS.featured);
    expect(featured).toMatchObject({ items: [{ id: item.id }] });
    expect(embedded.get(HOME_GUEST_ANSWERS.featured)).toEqual(featured);
    expect(embedded.get(HOME_GUEST_ANSWERS.categories)).toEqual(
      await apiAnswer(HOME_GUEST_ANSWERS.categories),
    );
    expect(preloads).toEqual([
      '/assets/item-grid-g1.js',
      '/assets/badge-b1.js',
      '/assets/book-button-k1.js',
      '/assets/listings-de.js',
      '/assets/rentals-de.js',
    ]);
  });
});
