import type { ItemCreateInput } from '../../shared/schemas/items';
import { updateSettings } from '../settings/public';
import type { SignedIn } from '../test/accounts';
import { TEST_ORIGIN, type TestApp } from '../test/test-app';
import type { ItemDetail, ItemPhoto } from './present';

/** Integration-test helpers for listings; every call is a request a browser could make. */

export const sampleListing = (overrides: Partial<ItemCreateInput> = {}): ItemCreateInput => ({
  title: 'DeWalt 20V cordless drill',
  description: 'Two batteries and a charger. Great for shelves and decks.',
  price: '25.00',
  handoff: 'pickup',
  category: 'power-tools',
  brand: 'DeWalt',
  tags: 'drill, cordless, 20V',
  location: 'Austin, TX',
  ...overrides,
});

export async function createListing(
  t: TestApp,
  who: SignedIn,
  overrides: Partial<ItemCreateInput> = {},
): Promise<ItemDetail> {
  const res = await t.request('POST', '/api/items', sampleListing(overrides), who.headers);
  if (res.status !== 201) throw new Error(`create failed (${res.status}): ${await res.text()}`);
  return ((await res.json()) as { item: ItemDetail }).item;
}

export function uploadPhotoRequest(
  t: TestApp,
  bytes: Uint8Array,
  name: string,
  who?: SignedIn,
  type = 'image/png',
): Promise<Response> {
  const form = new FormData();
  form.append('file', new File([Buffer.from(bytes)], name, { type }));
  return Promise.resolve(
    t.app.request('/api/items/photos', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, ...(who?.headers ?? {}) },
      body: form,
    }),
  );
}

export async function uploadPhoto(t: TestApp, who: SignedIn, bytes: Uint8Array, name = 'photo.png') {
  const res = await uploadPhotoRequest(t, bytes, name, who);
  if (res.status !== 201) throw new Error(`upload failed (${res.status}): ${await res.text()}`);
  return ((await res.json()) as { photo: ItemPhoto }).photo;
}

export async function approve(t: TestApp, admin: SignedIn, id: string): Promise<void> {
  const res = await t.request('POST', `/api/items/${id}/approve`, undefined, admin.headers);
  if (res.status !== 200) throw new Error(`approve failed (${res.status}): ${await res.text()}`);
}

export function setAutoApprove(t: TestApp, on: boolean) {
  return updateSettings(t.database.db, { autoApproveListings: on }, null);
}
export type { ItemCard, ItemDetail } from './present';
