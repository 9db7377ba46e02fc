/**
 * Where uploaded files live. Two implementations: local disk (the default, served by this app)
 * and S3-compatible object storage (when the S3_* settings are present).
 *
 * Public objects get a stable, long-cacheable URL; private objects (documents that must never
 * be world-readable) have no URL at all and are only read back by the server.
 */
export type Visibility = 'public' | 'private';

export interface PutOptions {
  contentType: string;
  visibility: Visibility;
}

/** One stored object, as a listing gives it. */
export interface StoredObject {
  key: string;
  lastModified: Date;
}

export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Stores bytes under `key`, replacing any object with that key and visibility. */
  put(key: string, body: Uint8Array, options: PutOptions): Promise<void>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string, visibility: Visibility): Promise<void>;
  /** Reads an object back (for private objects, the only way to reach them); null when absent. */
  get(key: string, visibility: Visibility): Promise<Uint8Array | null>;
  /**
   * Every object of one visibility, a page at a time (the orphan sweep, uploads/orphan-sweep.ts).
   * Keys that are not valid storage keys (put there by something else) are left out.
   */
  list(visibility: Visibility): AsyncIterable<StoredObject[]>;
  /** The URL a browser loads a public object from: publicBase followed by the key. */
  publicUrl(key: string): string;
  /** What every public URL starts with (lists of cards are worded by the database with it). */
  readonly publicBase: string;
  /** The key of a public object given its URL, or null when the URL is not one of ours. */
  keyFromPublicUrl(url: string): string | null;
}

/** Object keys we create: path segments of letters, digits, '-', '_' and '.', never '..'. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
