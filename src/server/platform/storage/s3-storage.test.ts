import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createStorage } from './create-storage';
import { parseListing, S3Storage } from './s3-storage';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A tiny S3 stand-in on 127.0.0.1: records every signed request and keeps objects in memory. */
let server: Server;
let endpoint: string;
const requests: Recorded[] = [];
const objects = new Map<string, Buffer>();
/** Answer the next `failTimes` requests with this status. */
let failStatus = 0;
let failTimes = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = req.url ?? '';
      requests.push({ method: req.method ?? '', url, headers: req.headers, body });
      if (failTimes > 0) {
        failTimes -= 1;
        res
          .writeHead(failStatus, { 'content-type': 'application/xml' })
          .end('<Error><Code>SlowDown</Code></Error>');
        return;
      }
      if (req.method === 'PUT') {
        objects.set(url, body);
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const found = objects.get(url);
        if (found) res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(found);
        else res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      } else if (req.method === 'DELETE') {
        objects.delete(url);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  objects.clear();
  failTimes = 0;
});

const settings = () => ({
  endpoint,
  region: 'eu-central-1',
  bucket: 'shed-uploads',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  publicUrl: 'https://cdn.example.com/shed-uploads/',
});
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

describe('S3Storage', () => {
  it('PUTs a public object path-style, signed with SigV4 over its content, with a long cache', async () => {
    const storage = new S3Storage(settings());
    const body = new TextEncoder().encode('webp bytes');
    await storage.put('avatars/u1/a-256.webp', body, { contentType: 'image/webp', visibility: 'public' });
    expect(requests).toHaveLength(1);
    const [put] = requests;
    expect(put!.method).toBe('PUT');
    expect(put!.url).toBe('/shed-uploads/public/avatars/u1/a-256.webp');
    expect(put!.body.toString()).toBe('webp bytes');
    expect(put!.headers['content-type']).toBe('image/webp');
    expect(put!.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put!.headers['x-amz-content-sha256']).toBe(sha256(body));
    expect(put!.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    const date = String(put!.headers['x-amz-date']).slice(0, 8);
    const authorization = String(put!.headers.authorization);
    expect(authorization).toMatch(
      new RegExp(`^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/${date}/eu-central-1/s3/aws4_request, `),
    );
    expect(authorization).toMatch(/SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*x-amz-content-sha256;x-amz-date/);
    expect(authorization).toMatch(/Signature=[0-9a-f]{64}$/);
    expect(authorization).not.toContain(settings().secretAccessKey);
  });

  it('keeps private objects under their own prefix, uncached and without a public URL', async () => {
    const storage = new S3Storage(settings());
    await storage.put('ids/u1/passport.webp', new Uint8Array([1, 2, 3]), {
      contentType: 'image/webp',
      visibility: 'private',
    });
    expect(requests[0]!.url).toBe('/shed-uploads/private/ids/u1/passport.webp');
    expect(requests[0]!.headers['cache-control']).toBeUndefined();
    expect(Array.from((await storage.get('ids/u1/passport.webp', 'private'))!)).toEqual([1, 2, 3]);
    expect(await storage.get('ids/u1/passport.webp', 'public')).toBeNull();
  });

  it('deletes, treating a missing object as gone', async () => {
    const storage = new S3Storage(settings());
    await storage.delete('avatars/u1/a-256.webp', 'public');
    expect(requests[0]).toMatchObject({
      method: 'DELETE',
      url: '/shed-uploads/public/avatars/u1/a-256.webp',
    });
    expect(String(requests[0]!.headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 /);
  });

  it('retries a brief 503 and succeeds', async () => {
    const storage = new S3Storage(settings());
    failStatus = 503;
    failTimes = 1;
    await storage.put('a/b.webp', new Uint8Array([1]), { contentType: 'image/webp', visibility: 'public' });
    expect(requests.map((r) => r.method)).toEqual(['PUT', 'PUT']);
    expect(objects.has('/shed-uploads/public/a/b.webp')).toBe(true);
  });

  it('reports a lasting failure with its status instead of pretending it worked', async () => {
    const storage = new S3Storage(settings());
    failStatus = 503;
    failTimes = 100;
    await expect(
      storage.put('a/b.webp', new Uint8Array([1]), { contentType: 'image/webp', visibility: 'public' }),
    ).rejects.toThrow(/S3 PUT a\/b\.webp failed with 503/);
    expect(requests).toHaveLength(3);
    failStatus = 403;
    failTimes = 1;
    await expect(storage.get('a/b.webp', 'public')).rejects.toThrow(/S3 GET a\/b\.webp failed with 403/);
  });

  it('gives public URLs under S3_PUBLIC_URL and recognises only its own', () => {
    const storage = new S3Storage(settings());
    const url = storage.publicUrl('avatars/u1/a-96.webp');
    expect(url).toBe('https://cdn.example.com/shed-uploads/public/avatars/u1/a-96.webp');
    expect(storage.keyFromPublicUrl(url)).toBe('avatars/u1/a-96.webp');
    expect(
      storage.keyFromPublicUrl('https://cdn.example.com/shed-uploads/private/ids/u1/passport.webp'),
    ).toBeNull();
    expect(() => storage.publicUrl('../escape.webp')).toThrow('Invalid storage key');
  });
});

describe('parseListing (ListObjectsV2)', () => {
  it('reads keys under the prefix, unescaped, with their times, and the next page token', () => {
    const xml = `<?xml version="1.0"?><ListBucketResult><IsTruncated>true</IsTruncated>
      <Contents><Key>public/a/one.webp</Key><LastModified>2026-11-24T10:00:00.000Z</LastModified></Contents>
      <Contents><Key>public/a/b&amp;c.webp</Key><LastModified>2026-11-24T10:00:00.000Z</LastModified></Contents>
      <Contents><Key>public/a/two.webp</Key><LastModified>2026-11-24T11:00:00.000Z</LastModified></Contents>
      <NextContinuationToken>abc&amp;def</NextContinuationToken></ListBucketResult>`;
    const { objects, nextToken } = parseListing(xml, 'public/');
    expect(objects).toEqual([
      { key: 'a/one.webp', lastModified: new Date('2026-11-24T10:00:00.000Z') },
      { key: 'a/two.webp', lastModified: new Date('2026-11-24T11:00:00.000Z') },
    ]);
    expect(nextToken).toBe('abc&def');
    expect(
      parseListing('<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>', 'public/'),
    ).toEqual({
      objects: [],
      nextToken: null,
    });
  });
});

describe('createStorage', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/shareshed-x' };
  it('uses local disk by default and S3 when every S3 setting is present', () => {
    expect(createStorage(loadConfig(base)).kind).toBe('local');
    const s3 = createStorage(
      loadConfig({
        ...base,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_PUBLIC_URL: 'https://cdn.example.com/b',
      }),
    );
    expect(s3.kind).toBe('s3');
  });

  it('stops with a message naming what is missing when S3 is half configured', () => {
    expect(() =>
      createStorage(loadConfig({ ...base, S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000' })),
    ).toThrow(
      'S3 storage is partly configured; also set S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL',
    );
  });
});
