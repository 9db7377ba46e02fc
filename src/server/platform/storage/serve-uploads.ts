import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/public';
import type { LocalDiskStorage } from './local-disk-storage';
import { isValidKey } from './storage';

/** Every upload gets a fresh key, so a URL's bytes never change: cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
};

/**
 * Serves public local-disk uploads at /uploads/{key}. Only files of the public folder with a
 * known image type are answered; folders, unknown types, bad keys and private files are 404
 * (no listing, no traversal: the key is checked segment by segment before touching the disk).
 */
export function serveUploads(storage: LocalDiskStorage) {
  return new Hono<AppEnv>().on(['GET', 'HEAD'], '/*', async (c) => {
    const key = decodePath(c.req.path.replace(/^\/uploads\/?/, ''));
    const extension = key?.split('.').pop()?.toLowerCase() ?? '';
    const contentType = CONTENT_TYPES[extension];
    if (!key || !isValidKey(key) || !contentType) return notFound(c);
    let body: Buffer;
    try {
      body = await readFile(storage.filePath(key, 'public'));
    } catch {
      return notFound(c);
    }
    c.header('Content-Type', contentType);
    c.header('Cache-Control', IMMUTABLE);
    c.header('Content-Length', String(body.byteLength));
    // An uploaded file must never be interpreted as a page, even if opened directly.
    c.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
    if (c.req.method === 'HEAD') return c.body(null);
    return c.body(new Uint8Array(body));
  });
}

function decodePath(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

function notFound(c: { json: (body: unknown, status: 404) => Response }) {
  return c.json({ error: { code: 'not_found', message: 'Not found' } }, 404);
}
