import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants';
import { verifyIdentity } from '../identity/testing';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  exifHasGps,
  gifScriptPolyglot,
  makeJpegWithGps,
  makePng,
  makePngHtmlPolyglot,
  textFile,
} from '../uploads/testing';
import type { ItemDetail } from './present';
import { approve, createListing, uploadPhoto, uploadPhotoRequest } from './testing';

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAndSignIn(t, { email: 'owner@example.com', name: 'Olive Owner' });
  other = await signUpAndSignIn(t, { email: 'other@example.com', name: 'Otto Other' });
  admin = await signUpAndSignIn(t, { email: 'admin@example.com', name: 'Ada Admin', admin: true });
  // Required by default before an owner's listings go live.
  await verifyIdentity(t, owner, admin);
});
afterAll(() => t.close());

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;
const fetchFile = (url: string) => t.app.request(new URL(url).pathname);

describe('uploading listing photos', () => {
  it('needs sign-in, with the spec message', async () => {
    const res = await uploadPhotoRequest(t, await makePng(), 'drill.png');
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: 'unauthorized', message: 'Please sign in to upload photos.' });
  });

  it('makes a card (400 x 300) and a full size (at most 1600 px) WebP, served with a long cache', async () => {
    const photo = await uploadPhoto(t, owner, await makePng(2400, 1800), 'drill.png');
    expect(photo.card).toMatchObject({ width: 400, height: 300 });
    expect(photo.full).toMatchObject({ width: 1600, height: 1200 });
    for (const variant of [photo.card, photo.full]) {
      const res = await fetchFile(variant.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const info = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(info).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
    }
  });

  it('never enlarges a small photo', async () => {
    const photo = await uploadPhoto(t, owner, await makePng(300, 200));
    expect(photo.full).toMatchObject({ width: 300, height: 200 });
  });

  it('strips camera metadata and GPS position', async () => {
    const original = await makeJpegWithGps();
    expect(exifHasGps((await sharp(Buffer.from(original)).metadata()).exif)).toBe(true);
    const photo = await uploadPhoto(t, owner, original, 'holiday.jpg');
    for (const variant of [photo.card, photo.full]) {
      const bytes = Buffer.from(await (await fetchFile(variant.url)).arrayBuffer());
      const info = await sharp(bytes).metadata();
      expect(info.exif).toBeUndefined();
      expect(info.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from('LeakyCam'))).toBe(false);
    }
  });

  it("judges by content: a text file renamed .png is '{filename} is not an image file'", async () => {
    const res = await uploadPhotoRequest(t, textFile(), 'notes.png', owner, 'image/png');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'not_an_image',
      message: 'notes.png is not an image file',
      details: { fileName: 'notes.png' },
    });
  });

  it('refuses polyglots (an image that is also a page or a script)', async () => {
    for (const [bytes, name] of [
      [await makePngHtmlPolyglot(), 'poly.png'],
      [gifScriptPolyglot(), 'poly.gif'],
    ] as const) {
      const res = await uploadPhotoRequest(t, bytes, name, owner);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(`${name} is not an image file`);
    }
  });

  it("refuses files over 5 MB: '{filename} is too large (max 5MB)'", async () => {
    const png = await makePng();
    const big = new Uint8Array(LIMITS.maxPhotoBytes + 1);
    big.set(png);
    const res = await uploadPhotoRequest(t, big, 'huge.png', owner);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe('huge.png is too large (max 5MB)');
  });
});

describe('removing photos', () => {
  it('lets the uploader remove an unsaved photo, and nobody else', async () => {
    const photo = await uploadPhoto(t, owner, await makePng());
    expect(
      (await t.request('DELETE', `/api/items/photos/${photo.id}`, undefined, other.headers)).status,
    ).toBe(404);
    expect((await t.request('DELETE', `/api/items/photos/${photo.id}`)).status).toBe(401);
    expect((await fetchFile(photo.card.url)).status).toBe(200);
    const res = await t.request('DELETE', `/api/items/photos/${photo.id}`, undefined, owner.headers);
    expect(res.status).toBe(200);
    await t.runJobs();
    expect((await fetchFile(photo.card.url)).status).toBe(404);
    expect((await fetchFile(photo.full.url)).status).toBe(404);
  });

  it("lets the listing's owner or an admin remove a listing's photo; the next one becomes the cover", async () => {
    const first = await uploadPhoto(t, owner, await makePng(640, 480));
    const second = await uploadPhoto(t, owner, await makePng(320, 240));
    const item = await createListing(t, owner, { photoIds: [first.id, second.id] });
    await approve(t, admin, item.id);
    expect(
      (await t.request('DELETE', `/api/items/photos/${first.id}`, undefined, other.headers)).status,
    ).toBe(404);
    expect(
      (await t.request('DELETE', `/api/items/photos/${first.id}`, undefined, admin.headers)).status,
    ).toBe(200);
    const { item: after } = (await (await t.request('GET', `/api/items/${item.id}`)).json()) as {
      item: ItemDetail;
    };
    expect(after.photos.map((photo) => photo.id)).toEqual([second.id]);
    expect(after.image?.url).toBe(second.card.url);
  });

  it("does not let a listing claim another user's unsaved photo", async () => {
    const theirs = await uploadPhoto(t, other, await makePng());
    const res = await t.request(
      'POST',
      '/api/items',
      {
        title: 'Borrowed photo',
        price: '10',
        handoff: 'pickup',
        category: 'automotive',
        location: 'Austin, TX',
        photoIds: [theirs.id],
      },
      owner.headers,
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('invalid_photo');
  });
});
