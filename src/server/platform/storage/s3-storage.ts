import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import {
  assertValidKey,
  isValidKey,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
  type Visibility,
} from './storage';

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers read public objects: a CDN or the bucket's public endpoint, ending at the bucket. */
  publicUrl: string;
  /** One call's whole budget, connection and retries included. */
  timeoutMs?: number;
}

/** Public uploads are immutable (every upload gets a new key), so browsers may cache them for a year. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * S3-compatible storage over plain signed HTTP (AWS Signature V4; see docs/decisions/001).
 * Path-style URLs work with AWS, R2, MinIO and B2 alike. Public and private objects live under
 * separate prefixes; the bucket policy exposes only `public/*` (see the decision record).
 */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  private readonly client: AwsClient;
  private readonly bucketUrl: string;
  /** Public URLs are this prefix followed by the key. */
  readonly publicBase: string;
  private readonly timeoutMs: number;

  constructor(settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
      // A few quick retries for throttling and 5xx; an outage should fail the request, not hang it.
      retries: 2,
      initRetryMs: 100,
    });
    this.bucketUrl = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
    this.publicBase = `${settings.publicUrl.replace(/\/+$/, '')}/public/`;
    this.timeoutMs = settings.timeoutMs ?? 8_000;
  }

  /**
   * Every call under one deadline: a store that accepts and never answers fails the call (an
   * upload answers 503) instead of holding it. aws4fetch does not retry an abort.
   */
  private send(url: string, init: RequestInit): Promise<Response> {
    return this.client.fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
  }

  private objectUrl(key: string, visibility: Visibility): string {
    assertValidKey(key);
    return `${this.bucketUrl}/${visibility}/${key}`;
  }

  async put(key: string, body: Uint8Array, options: PutOptions): Promise<void> {
    const headers: Record<string, string> = {
      'content-type': options.contentType,
      // Sign the content itself, so the store rejects bytes changed on the way.
      'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
    };
    if (options.visibility === 'public') headers['cache-control'] = PUBLIC_CACHE_CONTROL;
    const response = await this.send(this.objectUrl(key, options.visibility), {
      method: 'PUT',
      headers,
      // A copy on its own ArrayBuffer, the type fetch accepts.
      body: new Uint8Array(body),
    });
    await expectOk(response, 'PUT', key);
  }

  async delete(key: string, visibility: Visibility): Promise<void> {
    const response = await this.send(this.objectUrl(key, visibility), { method: 'DELETE' });
    // S3 answers 204 for a missing key too; some compatible stores answer 404.
    if (response.status === 404) return;
    await expectOk(response, 'DELETE', key);
  }

  async get(key: string, visibility: Visibility): Promise<Uint8Array | null> {
    const response = await this.send(this.objectUrl(key, visibility), { method: 'GET' });
    if (response.status === 404) return null;
    if (!response.ok) await fail(response, 'GET', key);
    return new Uint8Array(await response.arrayBuffer());
  }

  /** ListObjectsV2 under the visibility's prefix, 1000 keys a page (each page its own deadline). */
  async *list(visibility: Visibility): AsyncIterable<StoredObject[]> {
    const prefix = `${visibility}/`;
    let token: string | null = null;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix, 'max-keys': '1000' });
      if (token) query.set('continuation-token', token);
      const response = await this.send(`${this.bucketUrl}?${query}`, { method: 'GET' });
      if (!response.ok) await fail(response, 'LIST', prefix);
      const page = parseListing(await response.text(), prefix);
      token = page.nextToken;
      yield page.objects;
    } while (token);
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

/** The parts of a ListObjectsV2 answer we use (its XML is flat and regular: no parser needed). */
export function parseListing(
  xml: string,
  prefix: string,
): { objects: StoredObject[]; nextToken: string | null } {
  const objects: StoredObject[] = [];
  for (const [, contents = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const fullKey = xmlText(/<Key>([\s\S]*?)<\/Key>/.exec(contents)?.[1] ?? '');
    const modified = new Date(/<LastModified>([^<]*)<\/LastModified>/.exec(contents)?.[1] ?? '');
    const key = fullKey.slice(prefix.length);
    if (!fullKey.startsWith(prefix) || !isValidKey(key) || Number.isNaN(modified.getTime())) continue;
    objects.push({ key, lastModified: modified });
  }
  const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
  const token = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
  return { objects, nextToken: truncated && token ? xmlText(token) : null };
}

function xmlText(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

async function expectOk(response: Response, method: string, key: string): Promise<void> {
  if (!response.ok) await fail(response, method, key);
  // Drain the body so the connection can be reused.
  await response.arrayBuffer();
}

async function fail(response: Response, method: string, key: string): Promise<never> {
  const detail = (await response.text()).slice(0, 300);
  throw new Error(`S3 ${method} ${key} failed with ${response.status}: ${detail}`);
}
