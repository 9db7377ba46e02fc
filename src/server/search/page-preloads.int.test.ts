import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyIdentity } from '../identity/testing';
import { approve, createListing, uploadPhoto } from '../items/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp, webBuild } from '../test/test-app';
import { makePng } from '../uploads/testing';

let t: TestApp;
let owner: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  const dist = webBuild(
    '<!doctype html><html lang="en"><head><title>ShareShed</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: dist });
  owner = await signUpAndSignIn(t, { email: 'owner@example.com', name: 'Olive Owner' });
  admin = await signUpAndSignIn(t, { email: 'admin@example.com', name: 'Ada Admin', admin: true });
  await verifyIdentity(t, owner, admin);
  const photo = await uploadPhoto(t, owner, await makePng(800, 600));
  const drill = await createListing(t, owner, { title: 'Cordless drill', photoIds: [photo.id] });
  await approve(t, admin, drill.id);
});
afterAll(() => t.close());

async function head(route: string, headers: Record<string, string> = {}): Promise<string> {
  const html = await (await t.request('GET', route, undefined, headers)).text();
  return html.slice(0, html.indexOf('</head>'));
}

describe('the search page opened directly', () => {
  it("preloads the first result's photo, as a guest is answered", async () => {
    const answer = (await (await t.request('GET', '/api/search?sort=relevance&q=drill')).json()) as {
      items: { title: string; image: { url: string } | null }[];
    };
    expect(answer.items[0]?.title).toBe('Cordless drill');
    const photo = answer.items[0]?.image?.url;
    expect(photo).toBeTruthy();
    const hint = `<link rel="preload" as="image" href="${photo}" fetchpriority="high">`;
    expect(await head('/search?q=drill')).toContain(hint);
    // The page is the same for everyone: a member gets the guests' photo as a hint.
    expect(await head('/search?q=drill', owner.headers)).toContain(hint);
    expect((await head('/search?q=drill')).match(/rel="preload"/g)).toHaveLength(1);
  });

  it('names no photo when nothing matches, and nothing when the address depends on more than the URL', async () => {
    expect(await head('/search?q=zebra')).not.toContain('rel="preload"');
    for (const route of ['/search?q=drill&within=10', '/search?sort=distance', '/power-tools?q=drill'])
      expect(await head(route)).not.toContain('rel="preload"');
  });

  it("follows the listings: a new match's photo is named at once", async () => {
    const before = await head('/search?q=ladder');
    expect(before).not.toContain('as="image"');
    const photo = await uploadPhoto(t, owner, await makePng(640, 480));
    const ladder = await createListing(t, owner, { title: 'Aluminium ladder', photoIds: [photo.id] });
    await approve(t, admin, ladder.id);
    expect(await head('/search?q=ladder')).toContain('as="image"');
  });
});
