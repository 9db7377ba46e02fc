import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { compressEncoding, keptAnswer, sendKept } from './kept-answer';

const LARGE = JSON.stringify({
  items: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Drill ${i}` })),
});

describe('kept answers', () => {
  it("pick gzip exactly when compress() would (the same parsed header, compress()'s rule)", async () => {
    const viaCompress = new Hono().use(compress()).get('/', (c) => c.text(LARGE));
    const picked = new Hono().get('/', (c) => c.text(compressEncoding(c)));
    for (const header of [
      'gzip, deflate, br, zstd',
      'gzip',
      'deflate',
      'deflate, gzip',
      'br',
      '*',
      'identity',
      'gzip;q=0',
      'gzip;q=0.5, deflate',
      'gzip;q=0.5, deflate;q=0.8',
      'gzip;q=0.8, deflate;q=0.8',
      'deflate;q=0.9, gzip;q=0.9',
      '*;q=0.2, deflate;q=0.1',
      'GZIP',
      'gzip;q=NaN, deflate;q=0.1',
      'gzip;q=, deflate;q=0.3',
      'gzip;q=0, gzip;q=1',
      'br;q=1, *;q=0',
    ]) {
      const headers = { 'accept-encoding': header };
      const expected = (await viaCompress.request('/', { headers })).headers.get('content-encoding');
      // Twice: the second answer is the remembered one for that value.
      for (let ask = 0; ask < 2; ask++)
        expect(await (await picked.request('/', { headers })).text(), header).toBe(expected ?? 'identity');
    }
    expect(await (await picked.request('/')).text()).toBe('identity');
  });

  it('remember a bounded number of Accept-Encoding values, each still answered by its own rule', async () => {
    const picked = new Hono().get('/', (c) => c.text(compressEncoding(c)));
    const ask = async (header: string) =>
      (await picked.request('/', { headers: { 'accept-encoding': header } })).text();
    // More distinct values than are remembered: alternately gzip and deflate preferred.
    for (let i = 0; i < 200; i++) {
      const q = (i + 1) / 1000;
      const header = i % 2 === 0 ? `gzip;q=${q + 0.5}, deflate;q=${q}` : `gzip;q=${q}, deflate;q=${q + 0.5}`;
      expect(await ask(header), header).toBe(i % 2 === 0 ? 'gzip' : 'deflate');
    }
    expect(await ask('gzip;q=0.1, deflate;q=0.2')).toBe('deflate');
  });

  it('send small answers as they are, with their length', async () => {
    const kept = keptAnswer('{"ok":true}');
    const app = new Hono<AppEnv>().get('/', (c) => sendKept(c, kept, { 'content-type': 'application/json' }));
    const res = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(res.headers.get('content-length')).toBe('11');
    expect(await res.text()).toBe('{"ok":true}');
  });

  it('keep the gzip bytes of a large answer: compressed once, the same bytes as the answer after gunzip', async () => {
    const kept = keptAnswer(LARGE);
    const app = new Hono<AppEnv>().get('/', (c) =>
      sendKept(c, kept, { 'content-type': 'application/json', vary: 'Accept-Language' }),
    );
    const gzipped = await app.request('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const bytes = new Uint8Array(await gzipped.arrayBuffer());
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(gzipped.headers.get('vary')).toBe('Accept-Language, Accept-Encoding');
    expect(gunzipSync(bytes).toString()).toBe(LARGE);
    // Kept in a buffer of their own, not as a view of zlib's larger output chunk.
    const keptBytes = await kept.gzipped!;
    expect(keptBytes.buffer.byteLength).toBe(keptBytes.byteLength);
    const first = kept.gzipped;
    const again = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(kept.gzipped).toBe(first);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);

    const plain = await app.request('/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Language, Accept-Encoding');
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(LARGE)));
    expect(await plain.text()).toBe(LARGE);
  });

  it('compress at the fastest level, small and large answers alike (a miss waits for it)', async () => {
    const huge = JSON.stringify({
      items: Array.from({ length: 3000 }, (_, i) => ({ id: i, title: `Drill ${i}` })),
    });
    expect(Buffer.byteLength(huge)).toBeGreaterThan(64 * 1024);
    for (const body of [LARGE, huge]) {
      const kept = keptAnswer(body);
      const app = new Hono<AppEnv>().get('/', (c) =>
        sendKept(c, kept, { 'content-type': 'application/json' }),
      );
      const res = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
      const bytes = new Uint8Array(await res.arrayBuffer());
      // The gzip header's XFL byte: 4 when the compressor used its fastest level (RFC 1952).
      expect(bytes[8]).toBe(4);
      expect(gunzipSync(bytes).toString()).toBe(body);
    }
  });

  it('leave deflate to compress(), and HEAD alone, as before', async () => {
    const kept = keptAnswer(LARGE);
    const app = new Hono<AppEnv>()
      .use(compress())
      .get('/', (c) => sendKept(c, kept, { 'content-type': 'application/json' }));
    const deflated = await app.request('/', { headers: { 'accept-encoding': 'deflate' } });
    expect(deflated.headers.get('content-encoding')).toBe('deflate');
    expect(deflated.headers.get('vary')).toBe('Accept-Encoding');
    const head = await app.request('/', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(head.headers.get('content-encoding')).toBeNull();
    expect(head.headers.get('vary')).toBeNull();
    expect(kept.gzipped).toBeUndefined();
  });
});
