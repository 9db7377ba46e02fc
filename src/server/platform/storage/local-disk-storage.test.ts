import { mkdtempSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage';
import { serveUploads } from './serve-uploads';
import { isValidKey, type StoredObject, type Visibility } from './storage';

const bytes = (text: string) => new TextEncoder().encode(text);

async function listAll(storage: LocalDiskStorage, visibility: Visibility) {
  const all: StoredObject[] = [];
  for await (const page of storage.list(visibility)) all.push(...page);
  return all;
}

function setup() {
  const root = mkdtempSync(path.join(tmpdir(), 'shareshed-disk-'));
  const storage = new LocalDiskStorage(root, 'http://localhost:3000/');
  const app = new Hono().route('/uploads', serveUploads(storage));
  return { root, storage, app };
}

describe('LocalDiskStorage', () => {
  it('lists the objects of one visibility with their times, never the other folder', async () => {
    const { storage } = setup();
    expect(await listAll(storage, 'public')).toEqual([]);
    await storage.put('a/b/one.webp', bytes('1'), { contentType: 'image/webp', visibility: 'public' });
    await storage.put('c/two.webp', bytes('2'), { contentType: 'image/webp', visibility: 'public' });
    await storage.put('a/b/secret.webp', bytes('3'), { contentType: 'image/webp', visibility: 'private' });
    const listed = await listAll(storage, 'public');
    expect(listed.map((object) => object.key).sort()).toEqual(['a/b/one.webp', 'c/two.webp']);
    expect(listed.every((object) => Date.now() - object.lastModified.getTime() < 60_000)).toBe(true);
    expect((await listAll(storage, 'private')).map((object) => object.key)).toEqual(['a/b/secret.webp']);
  });

  it('puts, gets and deletes public and private objects separately', async () => {
    const { storage, root } = setup();
    await storage.put('a/b/one.webp', bytes('public one'), {
      contentType: 'image/webp',
      visibility: 'public',
    });
    await storage.put('a/b/one.webp', bytes('private one'), {
      contentType: 'image/webp',
      visibility: 'private',
    });
    expect(new TextDecoder().decode((await storage.get('a/b/one.webp', 'public'))!)).toBe('public one');
    expect(new TextDecoder().decode((await storage.get('a/b/one.webp', 'private'))!)).toBe('private one');
    expect(storage.filePath('a/b/one.webp', 'public')).toBe(path.join(root, 'public', 'a', 'b', 'one.webp'));
    await storage.delete('a/b/one.webp', 'public');
    expect(await storage.get('a/b/one.webp', 'public')).toBeNull();
    expect(await storage.get('a/b/one.webp', 'private')).not.toBeNull();
    await expect(storage.delete('never/there.webp', 'public')).resolves.toBeUndefined();
  });

  it('maps keys to URLs under /uploads and back, and knows no foreign URL', () => {
    const { storage } = setup();
    const url = storage.publicUrl('avatars/u1/x-256.webp');
    expect(url).toBe('http://localhost:3000/uploads/avatars/u1/x-256.webp');
    expect(storage.keyFromPublicUrl(url)).toBe('avatars/u1/x-256.webp');
    expect(storage.keyFromPublicUrl('https://evil.example/uploads/avatars/u1/x-256.webp')).toBeNull();
    expect(storage.keyFromPublicUrl('http://localhost:3000/uploads/../secret.webp')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    const { storage } = setup();
    for (const key of [
      '../x.webp',
      'a/../../x.webp',
      '/etc/passwd',
      'a//b.webp',
      '',
      'a/./b',
      'a\\b.webp',
      '.hidden',
    ]) {
      expect(isValidKey(key), key).toBe(false);
      await expect(
        storage.put(key, bytes('x'), { contentType: 'image/webp', visibility: 'public' }),
      ).rejects.toThrow('Invalid storage key');
    }
  });
});

describe('serving local uploads', () => {
  it('serves a public image with its type and a year-long immutable cache', async () => {
    const { storage, app } = setup();
    await storage.put('avatars/u1/p-256.webp', bytes('RIFF....WEBP'), {
      contentType: 'image/webp',
      visibility: 'public',
    });
    const res = await app.request('/uploads/avatars/u1/p-256.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('RIFF....WEBP');
    const head = await app.request('/uploads/avatars/u1/p-256.webp', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('never serves private files, folders, unknown types or paths that climb out', async () => {
    const { storage, app, root } = setup();
    await storage.put('docs/id.webp', bytes('secret'), { contentType: 'image/webp', visibility: 'private' });
    await mkdir(path.join(root, 'public', 'avatars'), { recursive: true });
    await writeFile(path.join(root, 'public', 'avatars', 'notes.txt'), 'hello');
    await writeFile(path.join(root, 'outside.webp'), 'outside');
    const paths = [
      '/uploads/docs/id.webp',
      '/uploads/../private/docs/id.webp',
      '/uploads/..%2fprivate%2fdocs%2fid.webp',
      '/uploads/%2e%2e/private/docs/id.webp',
      '/uploads/%2e%2e%2foutside.webp',
      '/uploads/avatars',
      '/uploads/avatars/',
      '/uploads/',
      '/uploads/avatars/notes.txt',
      '/uploads/%E0%A4%A.webp',
    ];
    for (const requestPath of paths) {
      const res = await app.request(requestPath);
      expect(res.status, requestPath).toBe(404);
      expect(await res.text(), requestPath).not.toContain('secret');
    }
  });
});
