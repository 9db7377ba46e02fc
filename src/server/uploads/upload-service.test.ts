import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants';
import { AppError } from '../errors';
import type { ObjectStorage, PutOptions } from '../platform/testing';
import { LocalDiskStorage } from '../platform/testing';
import { sniffImageFormat } from './image-format';
import { makePng, textFile } from './test-images';
import { displayFileName, type ImagePurpose, storeImage } from './upload-service';

const purpose: ImagePurpose = {
  prefix: 'things/u1',
  variants: [
    { name: 'big', width: 32, height: 32, fit: 'inside' },
    { name: 'small', width: 8, height: 8, fit: 'cover' },
  ],
};

const diskStorage = () =>
  new LocalDiskStorage(mkdtempSync(path.join(tmpdir(), 'shareshed-upload-')), 'http://localhost:3000');

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('storeImage', () => {
  it('stores each variant as a public WebP under a fresh key and returns its URL', async () => {
    const storage = diskStorage();
    const stored = await storeImage(storage, { name: 'me.png', bytes: await makePng() }, purpose);
    const big = stored.variants.big!;
    expect(big.key).toMatch(/^things\/u1\/\d+-[0-9a-f]{16}-big\.webp$/);
    expect(big.url).toBe(`http://localhost:3000/uploads/${big.key}`);
    expect(sniffImageFormat((await storage.get(big.key, 'public'))!)).toBe('webp');
    expect(await storage.get(big.key, 'private')).toBeNull();
    const again = await storeImage(storage, { name: 'me.png', bytes: await makePng() }, purpose);
    expect(again.variants.big!.key).not.toBe(big.key);
  });

  it("refuses a non-image with the spec's message naming the file", async () => {
    const error = await refusal(
      storeImage(diskStorage(), { name: 'holiday.jpg', bytes: textFile() }, purpose),
    );
    expect(error).toMatchObject({ status: 400, userMessage: 'holiday.jpg is not an image file' });
  });

  it("refuses a file over 5 MB with the spec's message, before decoding it", async () => {
    const bytes = new Uint8Array(LIMITS.maxPhotoBytes + 1);
    const error = await refusal(storeImage(diskStorage(), { name: 'huge.png', bytes }, purpose));
    expect(error).toMatchObject({ status: 413, userMessage: 'huge.png is too large (max 5MB)' });
  });

  it('accepts a file of exactly 5 MB as far as size goes (then judges its content)', async () => {
    const bytes = new Uint8Array(LIMITS.maxPhotoBytes);
    const error = await refusal(storeImage(diskStorage(), { name: 'zeros.png', bytes }, purpose));
    expect(error.userMessage).toBe('zeros.png is not an image file');
  });

  it('removes the variants already written when storing a later one fails', async () => {
    const written: string[] = [];
    const deleted: string[] = [];
    const failing: ObjectStorage = {
      kind: 'local',
      async put(key: string, _body: Uint8Array, _options: PutOptions) {
        if (written.length === 1) throw new Error('disk full');
        written.push(key);
      },
      async delete(key: string) {
        deleted.push(key);
      },
      async get() {
        return null;
      },
      async *list() {},
      publicUrl: (key: string) => `http://x/${key}`,
      publicBase: 'http://x/',
      keyFromPublicUrl: () => null,
    };
    const error = await refusal(storeImage(failing, { name: 'a.png', bytes: await makePng() }, purpose));
    expect(error).toMatchObject({
      status: 503,
      code: 'storage_unavailable',
      message: 'Photo storage is unavailable right now. Please try again in a minute.',
    });
    expect((error as Error).cause).toEqual(new Error('disk full'));
    expect(deleted).toEqual(written);
    expect(written).toHaveLength(1);
  });
});

describe('displayFileName', () => {
  it('keeps only a clean base name', () => {
    expect(displayFileName('C:\\Users\\me\\photo.png')).toBe('photo.png');
    expect(displayFileName('../../etc/passwd')).toBe('passwd');
    expect(displayFileName('<script>.png')).toBe('script.png');
    expect(displayFileName('')).toBe('File');
    expect(displayFileName(`${'a'.repeat(150)}.png`)).toHaveLength(100);
  });
});
