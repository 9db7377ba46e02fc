import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { containsActiveContent, sniffImageFormat } from './image-format';
import { type ImageVariant, processImage } from './image-processing';
import {
  exifHasGps,
  gifScriptPolyglot,
  makeGif,
  makeJpegWithGps,
  makePng,
  makePngHtmlPolyglot,
  makeWebp,
  textFile,
} from './test-images';

const variants: ImageVariant[] = [
  { name: 'large', width: 40, height: 40, fit: 'inside' },
  { name: 'square', width: 16, height: 16, fit: 'cover' },
];

const isWebp = (bytes: Uint8Array) => sniffImageFormat(bytes) === 'webp';

describe('processImage', () => {
  it.each([
    ['PNG', makePng],
    ['GIF', makeGif],
    ['WebP', makeWebp],
  ])('accepts a real %s and writes every variant as WebP', async (_label, make) => {
    const result = await processImage(await make(), variants);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.variants.map((v) => v.name)).toEqual(['large', 'square']);
    for (const variant of result.variants) expect(isWebp(variant.bytes)).toBe(true);
    // 'inside' keeps the aspect ratio (64x48 -> 40x30); 'cover' crops to the exact square.
    expect(result.variants[0]).toMatchObject({ width: 40, height: 30 });
    expect(result.variants[1]).toMatchObject({ width: 16, height: 16 });
  });

  it('does not enlarge a small picture for an "inside" variant', async () => {
    const result = await processImage(await makePng(20, 10), [
      { name: 'l', width: 400, height: 400, fit: 'inside' },
    ]);
    expect(result.ok && result.variants[0]).toMatchObject({ width: 20, height: 10 });
  });

  it('strips EXIF and GPS metadata from a phone-style JPEG', async () => {
    const jpeg = await makeJpegWithGps();
    const before = await sharp(jpeg).metadata();
    expect(exifHasGps(before.exif)).toBe(true);
    const result = await processImage(jpeg, variants);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    for (const variant of result.variants) {
      const after = await sharp(variant.bytes).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      const raw = Buffer.from(variant.bytes).toString('latin1');
      expect(raw).not.toContain('Exif');
      expect(raw).not.toContain('LeakyCam');
    }
  });

  it('refuses a text file whatever its name', async () => {
    expect(await processImage(textFile(), variants)).toEqual({ ok: false });
  });

  it('refuses a PNG with an HTML page appended (polyglot)', async () => {
    const polyglot = await makePngHtmlPolyglot();
    // sharp alone would decode it: the content check is what refuses it.
    expect((await sharp(polyglot).metadata()).format).toBe('png');
    expect(await processImage(polyglot, variants)).toEqual({ ok: false });
  });

  it('refuses a GIF header that is really a script', async () => {
    expect(await processImage(gifScriptPolyglot(), variants)).toEqual({ ok: false });
  });

  it('refuses an SVG (decodable, but markup)', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect(await processImage(svg, variants)).toEqual({ ok: false });
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await makeJpegWithGps();
    expect(await processImage(jpeg.slice(0, Math.floor(jpeg.length / 2)), variants)).toEqual({ ok: false });
  });

  it('refuses a PNG signature in front of GIF data (the decoder must agree with the signature)', async () => {
    const gif = await makeGif();
    const lying = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...gif]);
    expect(await processImage(lying, variants)).toEqual({ ok: false });
  });
});

describe('content checks', () => {
  it('sniffs formats from bytes, not names', async () => {
    expect(sniffImageFormat(await makePng())).toBe('png');
    expect(sniffImageFormat(await makeJpegWithGps())).toBe('jpeg');
    expect(sniffImageFormat(await makeGif())).toBe('gif');
    expect(sniffImageFormat(await makeWebp())).toBe('webp');
    expect(sniffImageFormat(textFile())).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });

  it('finds script and page markers in any letter case, but not XMP metadata', () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(containsActiveContent(enc('xx<ScRiPt>yy'))).toBe(true);
    expect(containsActiveContent(enc('<?php echo 1; ?>'))).toBe(true);
    expect(
      containsActiveContent(enc('<?xpacket begin="" id="W5M0"?><x:xmpmeta xmlns:x="adobe:ns:meta/">')),
    ).toBe(false);
  });
});
