import type { SignedIn } from '../test/accounts';
import { TEST_ORIGIN, type TestApp } from '../test/test-app';
import { makePng } from '../uploads/testing';

/** Integration-test helpers for identity checks; each is a request a browser could make. */

/** Sends an ID photo as the owner's browser would (multipart, field 'file'). */
export function uploadIdentityPhoto(
  t: TestApp,
  bytes: Uint8Array,
  who?: SignedIn,
  name = 'id-card.png',
): Promise<Response> {
  const form = new FormData();
  form.append('file', new File([Buffer.from(bytes)], name, { type: 'image/png' }));
  return Promise.resolve(
    t.app.request('/api/identity', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, ...(who?.headers ?? {}) },
      body: form,
    }),
  );
}

/**
 * The owner sends an ID photo and an admin approves it: from then on the owner's published
 * listings are live while requireIdVerification is on (the default). Does nothing for an owner
 * who is verified already.
 */
export async function verifyIdentity(t: TestApp, owner: SignedIn, admin: SignedIn): Promise<void> {
  const sent = await uploadIdentityPhoto(t, await makePng(), owner);
  if (sent.status === 409) return;
  if (sent.status !== 201) throw new Error(`ID upload failed (${sent.status}): ${await sent.text()}`);
  const approved = await t.request(
    'POST',
    `/api/admin/identity/${owner.userId}/approval`,
    undefined,
    admin.headers,
  );
  if (approved.status !== 200)
    throw new Error(`ID approval failed (${approved.status}): ${await approved.text()}`);
}
