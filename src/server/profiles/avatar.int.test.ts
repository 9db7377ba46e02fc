import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants';
import { type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import {
  exifHasGps,
  gifScriptPolyglot,
  makeGif,
  makeJpegWithGps,
  makePng,
  makePngHtmlPolyglot,
  sniffImageFormat,
  textFile,
} from '../uploads/testing';

let t: TestApp;
let ada: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signUpAndSignIn(t, { email: 'ada@example.com' });
  bob = await signUpAndSignIn(t, { email: 'bob@example.com' });
});
afterAll(() => t.close());

function upload(who: SignedIn | null, name: string, bytes: Uint8Array, type = 'image/png') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return t.app.request('/api/profile/avatar', {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, ...(who?.headers ?? {}) },
    body: form,
  });
}

/** Fetches a public upload through the app, as a browser would. */
async function fetchUpload(url: string) {
  const res = await t.app.request(new URL(url).pathname);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function uploadedFiles(): Promise<string[]> {
  const root = path.join(t.config.DATA_DIR, 'uploads');
  const found: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push(path.relative(root, full));
    }
  };
  await walk(root);
  return found.sort();
}

async function sessionImage(who: SignedIn): Promise<string | null | undefined> {
  const res = await t.app.request('/api/auth/get-session', { headers: who.headers });
  return ((await res.json()) as { user: { image?: string | null } }).user.image;
}

describe('the header photo', () => {
  it('the session carries the thumbnail after Change Photo, and none once the photo is removed', async () => {
    const who = await signUpAndSignIn(t, { email: 'header-photo@example.com' });
    expect(await sessionImage(who)).toBeNull();
    const profile = await (await upload(who, 'me.png', await makePng())).json();
    expect(await sessionImage(who)).toBe(profile.avatar_thumb_url);
    const removed = await t.request('PATCH', '/api/profile', { avatar_url: null }, who.headers);
    expect(removed.status).toBe(200);
    expect(await sessionImage(who)).toBeNull();
  });
});

describe('avatar upload', () => {
  it.each([
    ['photo.png', makePng, 'image/png'],
    ['photo.gif', makeGif, 'image/gif'],
  ])('accepts a real %s, stores WebP sizes and serves them with a long cache', async (name, make, type) => {
    const res = await upload(ada, name, await make(), type);
    expect(res.status).toBe(200);
    const profile = await res.json();
    expect(profile.avatar_url).toMatch(
      new RegExp(`^${TEST_ORIGIN}/uploads/avatars/${ada.userId}/.+-256\\.webp$`),
    );
    expect(profile.avatar_thumb_url).toMatch(/-96\.webp$/);
    const { res: served, bytes } = await fetchUpload(profile.avatar_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(sniffImageFormat(bytes)).toBe('webp');
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 256, height: 256, format: 'webp' });
    const thumb = await fetchUpload(profile.avatar_thumb_url);
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ width: 96, height: 96 });
  });

  it('strips EXIF and GPS from a JPEG (the stored file has no metadata)', async () => {
    const jpeg = await makeJpegWithGps();
    expect(exifHasGps((await sharp(jpeg).metadata()).exif)).toBe(true);
    const res = await upload(ada, 'IMG_0001.jpg', jpeg, 'image/jpeg');
    expect(res.status).toBe(200);
    const profile = await res.json();
    for (const url of [profile.avatar_url, profile.avatar_thumb_url]) {
      const { bytes } = await fetchUpload(url);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(Buffer.from(bytes).toString('latin1')).not.toContain('LeakyCam');
    }
  });

  it('replacing the photo removes the old files, so only the current avatar is stored', async () => {
    const first = await (await upload(bob, 'a.png', await makePng())).json();
    const second = await (await upload(bob, 'b.png', await makePng())).json();
    expect(second.avatar_url).not.toBe(first.avatar_url);
    await t.runJobs();
    expect((await fetchUpload(first.avatar_url)).res.status).toBe(404);
    expect((await fetchUpload(second.avatar_url)).res.status).toBe(200);
    const bobsFiles = (await uploadedFiles()).filter((file) => file.includes(bob.userId));
    expect(bobsFiles).toHaveLength(2);
    // Setting avatar_url to the current photo is allowed; null removes it and its files.
    expect(
      (await t.request('PATCH', '/api/profile', { avatar_url: second.avatar_url }, bob.headers)).status,
    ).toBe(200);
    const removed = await t.request('PATCH', '/api/profile', { avatar_url: null }, bob.headers);
    expect((await removed.json()).avatar_url).toBeNull();
    await t.runJobs();
    expect((await uploadedFiles()).filter((file) => file.includes(bob.userId))).toEqual([]);
  });

  it("one user cannot point their avatar at another user's photo", async () => {
    const adas = await (await t.request('GET', '/api/profile', undefined, ada.headers)).json();
    const res = await t.request('PATCH', '/api/profile', { avatar_url: adas.avatar_url }, bob.headers);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Invalid URL');
  });

  it('refuses a text file renamed to .jpg, whatever MIME type the browser claims', async () => {
    const before = await uploadedFiles();
    const res = await upload(ada, 'holiday.jpg', textFile(), 'image/jpeg');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'not_an_image',
        message: 'holiday.jpg is not an image file',
        details: { fileName: 'holiday.jpg' },
      },
    });
    expect(await uploadedFiles()).toEqual(before);
  });

  it('refuses polyglots: a PNG carrying a page, and a GIF header that is a script', async () => {
    const png = await upload(ada, 'cute.png', await makePngHtmlPolyglot());
    expect(png.status).toBe(400);
    expect((await png.json()).error.message).toBe('cute.png is not an image file');
    const gif = await upload(ada, 'funny.gif', gifScriptPolyglot(), 'image/gif');
    expect(gif.status).toBe(400);
    expect((await gif.json()).error.message).toBe('funny.gif is not an image file');
  });

  it("refuses a file just over 5 MB with the spec's message", async () => {
    const big = new Uint8Array(LIMITS.maxPhotoBytes + 1);
    big.set(await makePng());
    const res = await upload(ada, 'big.png', big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: {
        code: 'file_too_large',
        message: 'big.png is too large (max 5MB)',
        details: { fileName: 'big.png' },
      },
    });
  });

  it('refuses a huge upload early with 413, never a 500', async () => {
    const res = await upload(ada, 'enormous.png', new Uint8Array(LIMITS.maxPhotoBytes * 3));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toEqual({
      code: 'payload_too_large',
      message: 'The upload is too large (max 5MB)',
    });
  });

  it('answers 400, not 500, for a missing file, a non-multipart body and a broken form', async () => {
    const form = new FormData();
    form.append('other', 'value');
    const noFile = await t.app.request('/api/profile/avatar', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, ...ada.headers },
      body: form,
    });
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).error.message).toBe('Please choose a photo to upload.');
    const json = await t.request('POST', '/api/profile/avatar', { file: 'x' }, ada.headers);
    expect(json.status).toBe(400);
    const broken = await t.app.request('/api/profile/avatar', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'multipart/form-data; boundary=zzz', ...ada.headers },
      body: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated',
    });
    expect(broken.status).toBe(400);
  });

  it('refuses visitors before reading the upload', async () => {
    const res = await upload(null, 'photo.png', await makePng());
    expect(res.status).toBe(401);
  });
});
