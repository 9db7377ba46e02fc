import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserPage } from '../admin/testing';
import { json } from '../admin/testing';
import { latestMail, type SignedIn, signUpAndSignIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { makeJpegWithGps, makePngHtmlPolyglot, textFile } from '../uploads/testing';
import type { IdentityQueuePage, OwnIdentity } from './service';
import { uploadIdentityPhoto } from './testing';

let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;
let other: SignedIn;

type ErrorAnswer = { error: { code: string; message: string } };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAndSignIn(t, { email: 'ada@example.com', name: 'Ada Admin', admin: true });
  owner = await signUpAndSignIn(t, { email: 'olive@example.com', name: 'Olive Owner' });
  other = await signUpAndSignIn(t, { email: 'oscar@example.com', name: 'Oscar Other' });
}, 180_000);
afterAll(() => t.close());

const own = (who: SignedIn) => json<OwnIdentity>(t.request('GET', '/api/identity', undefined, who.headers));
const queue = (status = 'pending') =>
  json<IdentityQueuePage>(t.request('GET', `/api/admin/identity?status=${status}`, undefined, admin.headers));

/** Every file under the data folder's uploads, as paths relative to it. */
async function storedFiles(): Promise<string[]> {
  const root = path.join(t.config.DATA_DIR, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('an owner sending their ID', () => {
  it('starts with no check, and the site requires one by default', async () => {
    expect(await own(owner)).toEqual({
      status: 'none',
      required: true,
      submittedAt: null,
      reviewedAt: null,
      rejectionReason: null,
    });
    expect((await t.request('GET', '/api/identity')).status).toBe(401);
    expect((await uploadIdentityPhoto(t, await makeJpegWithGps())).status).toBe(401);
  });

  it('refuses files that are not images, with the spec message', async () => {
    const res = await uploadIdentityPhoto(t, textFile(), owner, 'notes.txt');
    expect(res.status).toBe(400);
    expect((await json<ErrorAnswer>(res)).error.message).toBe('notes.txt is not an image file');
    expect((await uploadIdentityPhoto(t, await makePngHtmlPolyglot(), owner, 'id.png')).status).toBe(400);
  });

  it('stores the photo privately, without its metadata, and queues it', async () => {
    const res = await uploadIdentityPhoto(t, await makeJpegWithGps(), owner, 'passport.jpg');
    expect(res.status).toBe(201);
    expect(await json<OwnIdentity>(res)).toMatchObject({ status: 'pending', required: true });
    const files = await storedFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^private/identity/${owner.userId}/[\\w-]+\\.webp$`));
    // Nothing was written where public files are served from.
    expect(files.filter((file) => file.startsWith('public'))).toEqual([]);
    // No URL reaches it: the uploads route serves only public files.
    const key = files[0]!.replace(/^private\//, '');
    expect((await t.app.request(`/uploads/${key}`)).status).toBe(404);
    expect((await t.app.request(`/uploads/../private/${key}`)).status).toBe(404);

    const waiting = await queue();
    expect(waiting).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    expect(waiting.entries[0]).toMatchObject({
      userId: owner.userId,
      shortId: owner.userId.slice(0, 8),
      displayName: 'Olive Owner',
      status: 'pending',
    });
  });

  it('shows the photo to admins only, never cached, never sniffed, with no GPS or camera data', async () => {
    const path = `/api/admin/identity/${owner.userId}/document`;
    expect((await t.request('GET', path, undefined, owner.headers)).status).toBe(403);
    const res = await t.request('GET', path, undefined, admin.headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const metadata = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(
      (await t.request('GET', `/api/admin/identity/${other.userId}/document`, undefined, admin.headers))
        .status,
    ).toBe(404);
  });

  it('sending again before the review replaces the photo (the old file is removed)', async () => {
    const res = await uploadIdentityPhoto(t, await makeJpegWithGps(), owner, 'better.jpg');
    expect(res.status).toBe(201);
    await t.runJobs();
    expect(await storedFiles()).toHaveLength(1);
    expect((await queue()).total).toBe(1);
  });
});

describe('an admin deciding', () => {
  it('rejects with a reason the owner reads, by email too', async () => {
    const missing = await t.request(
      'POST',
      `/api/admin/identity/${owner.userId}/rejection`,
      {},
      admin.headers,
    );
    expect(missing.status).toBe(400);
    const res = await t.request(
      'POST',
      `/api/admin/identity/${owner.userId}/rejection`,
      { reason: 'The photo is blurry' },
      admin.headers,
    );
    expect(res.status).toBe(200);
    expect(await own(owner)).toMatchObject({ status: 'rejected', rejectionReason: 'The photo is blurry' });
    const mail = await latestMail(t, 'olive@example.com');
    expect(mail?.subject).toBe('Your identity check for ShareShed was not approved');
    expect(mail?.text).toContain('The photo is blurry');
    expect(mail?.text).toContain('/verify-identity');
    expect((await queue()).total).toBe(0);
    expect((await queue('rejected')).entries.map((entry) => entry.userId)).toEqual([owner.userId]);
  });

  it('a rejected owner sends a new photo, and an approval makes them verified', async () => {
    expect((await uploadIdentityPhoto(t, await makeJpegWithGps(), owner)).status).toBe(201);
    expect(await own(owner)).toMatchObject({ status: 'pending', rejectionReason: null });
    const res = await t.request(
      'POST',
      `/api/admin/identity/${owner.userId}/approval`,
      undefined,
      admin.headers,
    );
    expect(res.status).toBe(200);
    expect(await own(owner)).toMatchObject({ status: 'approved', reviewedAt: expect.any(String) });
    expect((await latestMail(t, 'olive@example.com'))?.subject).toBe(
      'Your identity check for ShareShed is approved',
    );
    // The users list shows it.
    const users = await json<AdminUserPage>(
      t.request('GET', `/api/admin/users?q=${owner.userId}`, undefined, admin.headers),
    );
    expect(users.users[0]?.identity).toBe('approved');
  });

  it('refuses deciding twice, and an approved owner cannot send another photo', async () => {
    const again = await t.request(
      'POST',
      `/api/admin/identity/${owner.userId}/approval`,
      undefined,
      admin.headers,
    );
    expect(again.status).toBe(409);
    const upload = await uploadIdentityPhoto(t, await makeJpegWithGps(), owner);
    expect(upload.status).toBe(409);
    expect((await json<ErrorAnswer>(upload)).error.message).toBe('Your identity is already verified.');
  });

  it('can withdraw an approval found to be wrong', async () => {
    const res = await t.request(
      'POST',
      `/api/admin/identity/${owner.userId}/rejection`,
      { reason: 'The ID belongs to someone else' },
      admin.headers,
    );
    expect(res.status).toBe(200);
    expect((await own(owner)).status).toBe('rejected');
  });

  it('every decision is in the audit log', async () => {
    const log = await json<{
      events: { action: string; resourceId: string; actor: { id: string } | null }[];
    }>(t.request('GET', '/api/admin/audit?resourceType=identity_verification', undefined, admin.headers));
    expect(log.events.map((event) => event.action)).toEqual([
      'identity_rejected',
      'identity_approved',
      'identity_submitted',
      'identity_rejected',
      'identity_submitted',
      'identity_submitted',
    ]);
    expect(new Set(log.events.map((event) => event.resourceId))).toEqual(new Set([owner.userId]));
  });
});
