import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyIdentity } from '../identity/testing';
import { approve, createListing, uploadPhoto } from '../items/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { makePng } from '../uploads/testing';

let t: TestApp;
let owner: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'shareshed-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
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

const FETCH_HINT =
  '<link rel="preload" as="fetch" crossorigin href="/api/search?sort=relevance&#38;q=drill">';

async function head(route: string, headers: Record<string, string> = {}): Promise<string> {
  const html = await (await t.request('GET', route, undefined, headers)).text();
  return html.slice(0, html.indexOf('</head>'));
}

describe('the search page opened directly', () => {
  it("preloads its first API answer and the first result's photo, as a guest is answered", async () => {
    const answer = (await (await t.request('GET', '/api/search?sort=relevance&q=drill')).json()) as {
      items: { title: string; image: { url: string } | null }[];
    };
    expect(answer.items[0]?.title).toBe('Cordless drill');
    const photo = answer.items[0]?.image?.url;
    expect(photo).toBeTruthy();
    const html = await head('/search?q=drill');
    expect(html).toContain(FETCH_HINT);
    expect(html).toContain(`<link rel="preload" as="image" href="${photo}" fetchpriority="high">`);
  });

  it('gives a signed-in visitor the same address, which the API answers for them', async () => {
    const html = await head('/search?q=drill', owner.headers);
    expect(html).toContain(FETCH_HINT);
  });

  it('names no photo when nothing matches, and nothing when the address depends on more than the URL', async () => {
    const none = await head('/search?q=zebra');
    expect(none).toContain('href="/api/search?sort=relevance&#38;q=zebra"');
    expect(none).not.toContain('as="image"');
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
