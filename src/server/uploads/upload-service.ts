import { randomBytes } from 'node:crypto';
import { LIMITS } from '../../shared/constants';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { enqueueJob } from '../jobs/public';
import type { ObjectStorage, Visibility } from '../platform/public';
import { type ImageVariant, processImage } from './image-processing';

/** A file as received from a form upload. */
export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** What an upload is for: where its files go and which sizes are made. Item photos use their own. */
export interface ImagePurpose {
  /** Key prefix, e.g. `avatars/{userId}`; checked like any storage key. */
  prefix: string;
  variants: readonly ImageVariant[];
}

export interface StoredVariant {
  key: string;
  url: string;
  width: number;
  height: number;
}

export interface StoredImage {
  variants: Record<string, StoredVariant>;
}

/** The name shown in messages: no folders, no markup, no control characters, not too long. */
export function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  const clean = base.replace(/[<>\u0000-\u001f\u007f]/g, '').trim();
  if (!clean) return 'File';
  return clean.length > 100 ? `${clean.slice(0, 97)}...` : clean;
}

export const notAnImage = (name: string) =>
  new AppError('not_an_image', 400, `${displayFileName(name)} is not an image file`, {
    fileName: displayFileName(name),
  });
/** Storage failed or timed out while an upload was stored (the original error is the cause). */
export const storageUnavailable = (cause: unknown) =>
  Object.assign(
    new AppError(
      'storage_unavailable',
      503,
      'Photo storage is unavailable right now. Please try again in a minute.',
    ),
    { cause },
  );
export const fileTooLarge = (name: string) =>
  new AppError('file_too_large', 413, `${displayFileName(name)} is too large (max 5MB)`, {
    fileName: displayFileName(name),
  });

/**
 * Checks, converts and stores one image upload: size first (cheap), then content (sharp), then
 * every variant as a public WebP under a fresh, unguessable key. Returns the stored variants.
 * If storing fails halfway, the files already written are handed to `discard` (services pass
 * `queueFileDeletes`, so they go even when storage is down) and the upload is refused: with 503
 * "Photo storage is unavailable" when storage failed, so nothing is ever half-stored.
 */
export async function storeImage(
  storage: ObjectStorage,
  file: UploadedFile,
  purpose: ImagePurpose,
  discard: (keys: string[]) => Promise<void> = (keys) => deleteNow(storage, keys),
): Promise<StoredImage> {
  if (file.bytes.byteLength > LIMITS.maxPhotoBytes) throw fileTooLarge(file.name);
  if (file.bytes.byteLength === 0) throw notAnImage(file.name);
  const result = await processImage(file.bytes, purpose.variants);
  if (!result.ok) throw notAnImage(file.name);

  const id = `${Date.now()}-${randomBytes(8).toString('hex')}`;
  const stored: StoredImage = { variants: {} };
  try {
    for (const variant of result.variants) {
      const key = `${purpose.prefix}/${id}-${variant.name}.webp`;
      await storage.put(key, variant.bytes, { contentType: 'image/webp', visibility: 'public' });
      stored.variants[variant.name] = {
        key,
        url: storage.publicUrl(key),
        width: variant.width,
        height: variant.height,
      };
    }
  } catch (err) {
    await discard(imageKeys(stored));
    throw storageUnavailable(err);
  }
  return stored;
}

export function imageKeys(image: StoredImage): string[] {
  return Object.values(image.variants).map((variant) => variant.key);
}

/** Best effort, for scripts without a queue (the demo); the app queues its deletes. */
async function deleteNow(storage: ObjectStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key, 'public')));
}

/**
 * Queues the removal of public files no row references any more: pass the transaction that drops
 * the reference, so the delete job exists exactly when the reference is gone. Retried by the
 * job queue while storage is down.
 */
export async function queueFileDeletes(
  db: Db,
  keys: readonly (string | null)[],
  visibility: Visibility = 'public',
): Promise<void> {
  for (const key of keys) {
    if (key) await enqueueJob(db, 'storage.delete', { key, visibility }, { key: `${visibility}/${key}` });
  }
}
