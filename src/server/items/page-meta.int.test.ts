import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyIdentity } from '../identity/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp, webBuild } from '../test/test-app';
import { makePng } from '../uploads/testing';
import { approve, createListing, uploadPhoto } from './testing';

const INDEX = `<!doctype html><html lang="en"><head>
<title>ShareShed: rent tools</title>
<meta name="description" content="Site description" />
<meta property="og:title" content="ShareShed" />
<meta property="og:type" content="website" />
</head><body><div id="root"></div></body></html>`;

let t: TestApp;
let owner: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  const dist = webBuild(INDEX);
  t = await createTestApp({ WEB_DIST_DIR: dist });
  owner = await signUpAndSignIn(t, { email: 'owner@example.com', name: 'Olive Owner' });
  admin = await signUpAndSignIn(t, { email: 'admin@example.com', name: 'Ada Admin', admin: true });
  // Required by default before an owner's listings go live.
  await verifyIdentity(t, owner, admin);
});
afterAll(() => t.close());

describe('the served item page', () => {
  it("carries the item's title, description and first photo in its meta tags", async () => {
    const photo = await uploadPhoto(t, owner, await makePng(800, 600));
    const item = await createListing(t, owner, {
      title: 'Sony A7 III & "kit" lens <deal>',
      description: 'Full frame mirrorless camera with a 28-70 mm lens.',
      category: 'photography',
      brand: 'Sony',
      price: '45',
      photoIds: [photo.id],
    });
    await approve(t, admin, item.id);
    const res = await t.request('GET', `/items/${item.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    // Sanitised on input ('<' and '>' removed), escaped on output.
    expect(html).toContain('<title>Sony A7 III &amp; &quot;kit&quot; lens deal | ShareShed</title>');
    expect(html).toContain(
      '<meta name="description" content="$45.00/day · Full frame mirrorless camera with a 28-70 mm lens." />',
    );
    expect(html).toContain(`<meta property="og:image" content="${photo.full.url}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).not.toContain('Site description');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('asks the browser for the first photo with the page, at the URL the gallery shows it from', async () => {
    const first = await uploadPhoto(t, owner, await makePng(800, 600));
    const second = await uploadPhoto(t, owner, await makePng(640, 480));
    const item = await createListing(t, owner, { title: 'Camera', photoIds: [first.id, second.id] });
    await approve(t, admin, item.id);
    const html = await (await t.request('GET', `/items/${item.id}`)).text();
    const answer = (await (await t.request('GET', `/api/items/${item.id}`)).json()) as {
      item: { photos: { full: { url: string } }[] };
    };
    const shown = answer.item.photos[0]?.full.url;
    expect(shown).toBe(first.full.url);
    expect(html).toContain(`<link rel="preload" as="image" href="${shown}" fetchpriority="high" />`);
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
  });

  it("embeds the API's answer to a visitor, so a guest's page renders the item without asking", async () => {
    const item = await createListing(t, owner, {
      title: 'Hedge trimmer',
      description: 'Cuts hedges & "edges".',
    });
    await approve(t, admin, item.id);
    const html = await (await t.request('GET', `/items/${item.id}`)).text();
    const answer = await (await t.request('GET', `/api/items/${item.id}`)).text();
    const embedded = /<script type="application\/json" data-api="([^"]*)">([^<]*)<\/script>/.exec(html);
    expect(embedded?.[1]).toBe(`/api/items/${item.id}`);
    expect(JSON.parse(embedded![2]!)).toEqual(JSON.parse(answer));
  });

  it('preloads no photo for an item without one', async () => {
    const item = await createListing(t, owner, { title: 'Bare ladder' });
    await approve(t, admin, item.id);
    const html = await (await t.request('GET', `/items/${item.id}`)).text();
    expect(html).toContain('<title>Bare ladder | ShareShed</title>');
    expect(html).not.toContain('rel="preload"');
  });

  it('keeps the plain page for listings under review and unknown items', async () => {
    const pending = await createListing(t, owner, { title: 'Secret pending thing' });
    for (const url of [
      `/items/${pending.id}`,
      '/items/00000000-0000-4000-8000-000000000000',
      '/items/nope',
    ]) {
      const html = await (await t.request('GET', url)).text();
      expect(html).toContain('<title>ShareShed: rent tools</title>');
      expect(html).not.toContain('Secret pending thing');
      expect(html).not.toContain('data-api=');
    }
  });

  it('serves $ patterns from a title and the site name as text, never as replacement patterns', async () => {
    const hostile = "Drill $` $& $' $$ $1";
    const renamed = await t.request(
      'PUT',
      '/api/admin/settings',
      { siteName: "Shed $` $& $'" },
      admin.headers,
    );
    expect(renamed.status, await renamed.text()).toBe(200);
    const item = await createListing(t, owner, { title: hostile });
    await approve(t, admin, item.id);
    const html = await (await t.request('GET', `/items/${item.id}`)).text();
    expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html).toContain('<title>Drill $` $&amp; $&#39; $$ $1 | ShareShed</title>');
    expect(html).toContain(`"site_name":"Shed $\` $& $'"`);
    await t.request('PUT', '/api/admin/settings', { siteName: 'ShareShed' }, admin.headers);
  });
});
