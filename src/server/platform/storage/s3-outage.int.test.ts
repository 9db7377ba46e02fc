import { mkdtempSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { type SignedIn, signUpAndSignIn } from '../../test/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { enqueueOrphanSweep, ORPHAN_MIN_AGE_SECONDS, sweepOrphanObjects } from '../../uploads/public';
import { makePng } from '../../uploads/testing';
import { createStorage } from './create-storage';

/**
 * A real S3-compatible server (s3rver) in the test process, stopped and hung mid-test: uploads
 * answer 503 within the timeout with nothing half-stored, deletes converge once it returns, and
 * readiness says degraded and back.
 */
const directory = mkdtempSync(path.join(tmpdir(), 'shareshed-s3rver-'));
let s3: S3rver | null = null;
let port = 0;

async function startS3(listenPort: number): Promise<number> {
  const server = new S3rver({
    port: listenPort,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'shed', configs: [] }],
  });
  s3 = server;
  return (await server.run()).port;
}
async function stopS3() {
  await s3?.close();
  s3 = null;
}

let t: TestApp;
let ada: SignedIn;
beforeAll(async () => {
  port = await startS3(0);
  t = await createTestApp({
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'shed',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PUBLIC_URL: `http://127.0.0.1:${port}/shed`,
    S3_TIMEOUT_MS: '800',
  });
  ada = await signUpAndSignIn(t, { email: 'ada@example.com' });
});
afterAll(async () => {
  await stopS3();
  await t.close();
});

function upload() {
  return makePng().then((bytes) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' }));
    return t.app.request('/api/profile/avatar', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, ...ada.headers },
      body: form,
    });
  });
}

const storage = () => createStorage(t.config);
const keyOf = (url: string) => storage().keyFromPublicUrl(url) ?? '';
async function readiness() {
  return (await (await t.request('GET', '/api/health/ready')).json()) as {
    status: string;
    services: { storage: { status: string; lastError: string | null } };
  };
}

describe('storage through a real S3-compatible server', () => {
  it('stores an avatar, and during an outage refuses the next with 503 in time, storing nothing', async () => {
    const first = await upload();
    expect(first.status).toBe(200);
    const { avatar_url: url } = (await first.json()) as { avatar_url: string };
    expect(await storage().get(keyOf(url), 'public')).not.toBeNull();

    await stopS3();
    const started = Date.now();
    const refused = await upload();
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Photo storage is unavailable right now. Please try again in a minute.',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    const profile = (await (await t.request('GET', '/api/profile', undefined, ada.headers)).json()) as {
      avatar_url: string;
    };
    expect(profile.avatar_url).toBe(url);
    expect(await readiness()).toMatchObject({
      status: 'degraded',
      services: { storage: { status: 'degraded' } },
    });
  });

  it('a store that accepts and never answers: the upload gets 503 within its timeout', async () => {
    const sockets: Socket[] = [];
    // Accept and say nothing (the sockets are destroyed at the end so close() can finish).
    const hung: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => hung.listen(port, '127.0.0.1', () => resolve()));
    try {
      const started = Date.now();
      expect((await upload()).status).toBe(503);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => hung.close(() => resolve()));
    }
  });

  it('removing the avatar during the outage deletes its files once storage returns', async () => {
    const before = (await (await t.request('GET', '/api/profile', undefined, ada.headers)).json()) as {
      avatar_url: string;
    };
    const removed = await t.request('PATCH', '/api/profile', { avatar_url: null }, ada.headers);
    expect(removed.status).toBe(200);
    await t.runJobs();
    expect((await t.jobs.list()).filter((job) => job.kind === 'storage.delete').length).toBeGreaterThan(0);

    await startS3(port);
    expect(await storage().get(keyOf(before.avatar_url), 'public')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await t.runJobs();
    expect(await storage().get(keyOf(before.avatar_url), 'public')).toBeNull();
    expect((await t.jobs.list()).filter((job) => job.kind === 'storage.delete')).toEqual([]);
    expect(await readiness()).toMatchObject({ status: 'ok', services: { storage: { status: 'ok' } } });
  });

  it('the sweep removes objects no row references, once old enough, and keeps referenced ones', async () => {
    const res = await upload();
    expect(res.status).toBe(200);
    const kept = keyOf(((await res.json()) as { avatar_url: string }).avatar_url);
    const bytes = new Uint8Array([1, 2, 3]);
    // Left by a process that died between storing files and committing their row.
    await storage().put('avatars/gone/1-orphan-card.webp', bytes, {
      contentType: 'image/webp',
      visibility: 'public',
    });
    await storage().put('documents/gone/1-orphan.webp', bytes, {
      contentType: 'image/webp',
      visibility: 'private',
    });
    const present = async () => ({
      kept: (await storage().get(kept, 'public')) !== null,
      publicOrphan: (await storage().get('avatars/gone/1-orphan-card.webp', 'public')) !== null,
      privateOrphan: (await storage().get('documents/gone/1-orphan.webp', 'private')) !== null,
    });
    const deps = { db: t.database.db, storage: storage(), logger: createLogger('silent') };

    // Just stored: an upload whose row is not committed yet looks the same, so nothing goes.
    await enqueueOrphanSweep(t.database.db);
    await t.runJobs();
    expect(await present()).toEqual({ kept: true, publicOrphan: true, privateOrphan: true });

    const later = new Date(Date.now() + (ORPHAN_MIN_AGE_SECONDS + 60) * 1000);
    const swept = await sweepOrphanObjects(deps, { now: later });
    expect(swept.removed.sort()).toEqual([
      'private/documents/gone/1-orphan.webp',
      'public/avatars/gone/1-orphan-card.webp',
    ]);
    expect(await present()).toEqual({ kept: true, publicOrphan: false, privateOrphan: false });

    // Storage down: the sweep fails (its job retries), nothing else happens.
    await stopS3();
    try {
      await expect(sweepOrphanObjects(deps, { now: later })).rejects.toThrow();
    } finally {
      await startS3(port);
    }
    expect((await sweepOrphanObjects(deps, { now: later })).removed).toEqual([]);
  });
});
