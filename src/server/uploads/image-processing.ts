import { type AcceptedFormat, containsActiveContent, sniffImageFormat } from './image-format';

/** sharp (libvips, ~30 MB resident) is loaded on the first upload, not at start. */
let loadingSharp: Promise<typeof import('sharp').default> | undefined;
const loadSharp = () => {
  loadingSharp ??= import('sharp').then((module) => module.default);
  return loadingSharp;
};

/** One output size of an uploaded image. */
export interface ImageVariant {
  name: string;
  width: number;
  height: number;
  /** 'cover' crops to exactly width x height (avatars); 'inside' keeps the whole picture (photos). */
  fit: 'cover' | 'inside';
  /** WebP quality, 1..100. */
  quality?: number;
}

export interface ProcessedVariant {
  name: string;
  width: number;
  height: number;
  bytes: Uint8Array;
}

export type ImageCheckResult =
  | { ok: true; format: AcceptedFormat; width: number; height: number; variants: ProcessedVariant[] }
  | { ok: false };

/** Decompression bombs: refuse anything larger than 50 megapixels before decoding it. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes the upload with sharp and writes each variant as WebP. Anything that is not a JPEG,
 * PNG, GIF or WebP by content, fails to decode, or carries web content (a polyglot) is refused.
 * Outputs keep no metadata at all (EXIF, GPS, XMP, ICC comments): sharp drops it unless asked
 * to keep it, and the orientation is applied to the pixels first so photos stay upright.
 */
export async function processImage(
  bytes: Uint8Array,
  variants: readonly ImageVariant[],
): Promise<ImageCheckResult> {
  const announced = sniffImageFormat(bytes);
  if (!announced || containsActiveContent(bytes)) return { ok: false };
  const sharp = await loadSharp();
  const input = () =>
    sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true, animated: false });
  try {
    const metadata = await input().metadata();
    // The decoder must agree with the signature (a PNG header on a GIF body is not a PNG).
    if (metadata.format !== announced || !metadata.width || !metadata.height) return { ok: false };
    const outputs: ProcessedVariant[] = [];
    for (const variant of variants) {
      const { data, info } = await input()
        .resize({
          width: variant.width,
          height: variant.height,
          fit: variant.fit,
          withoutEnlargement: variant.fit === 'inside',
        })
        .webp({ quality: variant.quality ?? 82 })
        .toBuffer({ resolveWithObject: true });
      outputs.push({
        name: variant.name,
        width: info.width,
        height: info.height,
        bytes: new Uint8Array(data),
      });
    }
    return { ok: true, format: announced, width: metadata.width, height: metadata.height, variants: outputs };
  } catch {
    // sharp throws for truncated, corrupt or oversized input: not an image we can use.
    return { ok: false };
  }
}
