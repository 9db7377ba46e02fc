import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertValidKey,
  isValidKey,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
  type Visibility,
} from './storage';

/** The URL path the app serves public uploads under (see serve-uploads.ts). */
export const UPLOADS_URL_PATH = '/uploads';

const LIST_PAGE = 1000;

/**
 * Files under `{root}/public` and `{root}/private`. Only the public folder is ever served; the two
 * folders are separate so no URL trick can reach a private file.
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  /** Public URLs are this prefix followed by the key. */
  readonly publicBase: string;

  constructor(
    readonly root: string,
    publicOrigin: string,
  ) {
    this.publicBase = `${publicOrigin.replace(/\/+$/, '')}${UPLOADS_URL_PATH}/`;
  }

  /** The file for a key; the key check rules out '..' and absolute paths. */
  filePath(key: string, visibility: Visibility): string {
    assertValidKey(key);
    return path.join(this.root, visibility, ...key.split('/'));
  }

  async put(key: string, body: Uint8Array, options: PutOptions): Promise<void> {
    const target = this.filePath(key, options.visibility);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees a half-written file.
    const temporary = `${target}.${randomUUID()}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, target);
  }

  async delete(key: string, visibility: Visibility): Promise<void> {
    await rm(this.filePath(key, visibility), { force: true });
  }

  async get(key: string, visibility: Visibility): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.filePath(key, visibility)));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async *list(visibility: Visibility): AsyncIterable<StoredObject[]> {
    const base = path.join(this.root, visibility);
    let names: string[];
    try {
      names = await readdir(base, { recursive: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    const page: StoredObject[] = [];
    for (const name of names) {
      const key = name.split(path.sep).join('/');
      if (!isValidKey(key)) continue;
      const info = await stat(path.join(base, name)).catch(() => null);
      if (!info?.isFile()) continue;
      page.push({ key, lastModified: info.mtime });
      if (page.length === LIST_PAGE) yield page.splice(0);
    }
    if (page.length > 0) yield page;
  }

  publicUrl(key: string): string {
    assertValidKey(key);
    return this.publicBase + key;
  }

  keyFromPublicUrl(url: string): string | null {
    if (!url.startsWith(this.publicBase)) return null;
    const key = url.slice(this.publicBase.length);
    return isValidKey(key) ? key : null;
  }
}
