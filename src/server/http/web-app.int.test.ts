import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateSettings } from '../settings/public';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'shareshed-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    // Over compress()'s 1 KB threshold, as the real page is.
    `<!doctype html><html><head><title>ShareShed</title><meta name="x" content="${'x'.repeat(1200)}"></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('serves hashed assets with a long immutable cache', async () => {
    const res = await t.request('GET', '/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toContain('console.log');
  });

  it('answers app routes with index.html, never cached', async () => {
    for (const route of ['/', '/search', '/power-tools', '/some/deep/path']) {
      const res = await t.request('GET', route);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('puts the current site facts into every page, escaped so no value can end the data block', async () => {
    const embedded = async () => {
      const html = await (await t.request('GET', '/search')).text();
      const json = /<script id="site-info" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
      return { html, facts: JSON.parse(json ?? 'null') };
    };
    expect((await embedded()).facts).toMatchObject({ site_name: 'ShareShed', maintenance_mode: false });

    await updateSettings(
      t.database.db,
      { siteName: 'Tools</script><script>alert(1)', maintenanceMode: true },
      null,
    );
    const { html, facts } = await embedded();
    expect(facts).toMatchObject({ site_name: 'Tools</script><script>alert(1)', maintenance_mode: true });
    expect(html).not.toContain('<script>alert(1)');
    await updateSettings(t.database.db, { siteName: 'ShareShed', maintenanceMode: false }, null);
  });

  it("starts the page in the browser's language, negotiated from Accept-Language", async () => {
    const lang = async (acceptLanguage?: string) => {
      const headers = acceptLanguage ? { 'accept-language': acceptLanguage } : undefined;
      const res = await t.request('GET', '/welcome', undefined, headers);
      expect(res.headers.get('vary')).toContain('Accept-Language');
      return /<html lang="([^"]*)">/.exec(await res.text())?.[1];
    };
    expect(await lang('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(await lang('pt-BR, fr-CA;q=0.7')).toBe('fr');
    expect(await lang('es;q=0, en-GB;q=0.5')).toBe('en');
    expect(await lang('ja')).toBe('en');
    expect(await lang()).toBe('en');
  });

  it('serves a real robots.txt', async () => {
    const res = await t.request('GET', '/robots.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Disallow: /api/');
  });

  it('keeps JSON 404s for unknown API routes even with the app built', async () => {
    const res = await t.request('GET', '/api/unknown');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    const health = await t.request('GET', '/api/health');
    expect(health.headers.get('cache-control')).toBeNull();
  });

  it('compresses responses for clients that accept it', async () => {
    const res = await t.request('GET', '/', undefined, { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers a repeated page from its kept bytes, gzip included: the same page, with its length', async () => {
    const ask = (headers: Record<string, string> = {}) => t.request('GET', '/search', undefined, headers);
    const plain = await ask();
    const html = await plain.text();
    const withoutLength = (res: Response) =>
      Object.fromEntries(
        [...res.headers].filter(
          ([name]) => !['content-length', 'content-encoding', 'x-request-id'].includes(name),
        ),
      );
    const answers = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await ask({ 'accept-encoding': 'gzip, deflate, br' });
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get('content-encoding')).toBe('gzip');
      // Kept bytes have a length; a gzip stream made per request had none.
      expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
      expect(gunzipSync(bytes).toString()).toBe(html);
      expect(withoutLength(res)).toEqual(withoutLength(plain));
      answers.push(bytes);
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(plain.headers.get('vary')).toBe('Accept-Language, Accept-Encoding');
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));
  });

  it('sends answers under 1 KB as they are, with their length (gzip would only cost time)', async () => {
    for (const route of ['/api/health', '/api/unknown']) {
      const res = await t.request('GET', route, undefined, { 'accept-encoding': 'gzip' });
      const body = await res.text();
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
      expect(JSON.parse(body)).toBeTruthy();
    }
  });

  it('does not serve files outside the build folder', async () => {
    const res = await t.request('GET', '/../../etc/passwd');
    expect(await res.text()).not.toContain('root:');
  });
});
