import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_GUEST_ANSWERS, STORAGE_KEYS } from '../../../shared/constants';
import { storage } from '../../lib/storage';
import { categoryCountsQuery, featuredItemsQuery, itemQuery } from './api';

const ID = '3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f';
const answer = { item: { id: ID, title: 'Hedge trimmer', priceCents: 1500 } };

/** The page as the server sends an item page: the visitor's answer embedded in the head. */
function embed(apiPath = `/api/items/${ID}`, embedded: unknown = answer) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.dataset.api = apiPath;
  block.textContent = JSON.stringify(embedded);
  document.head.append(block);
}

const fetchMock = vi.fn(
  async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  storage.remove(STORAGE_KEYS.guestMode);
});

/** As the app's own client (app/providers.tsx): answers are fresh for 30 s. */
const newClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });

describe('the item page opened directly', () => {
  it("by a guest: starts from the page's embedded answer, with no request, and takes it once", async () => {
    storage.set(STORAGE_KEYS.guestMode, 'true');
    embed();
    expect(await newClient().fetchQuery(itemQuery(ID, null))).toEqual(answer);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector('script[data-api]')).toBeNull();
    await newClient().fetchQuery(itemQuery(ID, null));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('by a member: asks the API (their answer can differ), and leaves the embedded one', async () => {
    embed();
    await newClient().fetchQuery(itemQuery(ID, null));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.querySelector('script[data-api]')).not.toBeNull();
  });

  it('by a guest with a position, or on a page embedding another item: asks the API', async () => {
    storage.set(STORAGE_KEYS.guestMode, 'true');
    embed();
    await newClient().fetchQuery(itemQuery(ID, { latitude: 30.27, longitude: -97.74 }));
    document.head.innerHTML = '';
    embed('/api/items/00000000-0000-4000-8000-000000000000');
    await newClient().fetchQuery(itemQuery(ID, null));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('home opened directly, with its answers embedded', () => {
  const featured = { items: [{ id: ID, title: 'Hedge trimmer' }] };
  const counts = { categories: [{ slug: 'power-tools', count: 3 }] };
  const embedHome = () => {
    embed(HOME_GUEST_ANSWERS.categories, counts);
    embed(HOME_GUEST_ANSWERS.featured, featured);
  };

  it('by a guest: shows both with no request', async () => {
    storage.set(STORAGE_KEYS.guestMode, 'true');
    embedHome();
    const client = newClient();
    expect(await client.fetchQuery(featuredItemsQuery(null))).toEqual(featured);
    expect(await client.fetchQuery(categoryCountsQuery)).toEqual(counts);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector('script[data-api]')).toBeNull();
  });

  it('by a member: takes the counts (the same for everyone) but asks for the featured items', async () => {
    embedHome();
    const client = newClient();
    expect(await client.fetchQuery(categoryCountsQuery)).toEqual(counts);
    await client.fetchQuery(featuredItemsQuery(null));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.at(0))).toContain('/api/items/featured?limit=8');
  });

  it('by a guest with a position: asks for the items near them', async () => {
    storage.set(STORAGE_KEYS.guestMode, 'true');
    embedHome();
    await newClient().fetchQuery(featuredItemsQuery({ latitude: 30.27, longitude: -97.74 }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.querySelector(`script[data-api="${HOME_GUEST_ANSWERS.featured}"]`)).not.toBeNull();
  });
});
