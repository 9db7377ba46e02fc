import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import {
  type CategorySlug,
  HOME_FEATURED_COUNT,
  HOME_GUEST_ANSWERS,
  STORAGE_KEYS,
} from '../../../shared/constants';
import type { ItemCreateInput, ItemUpdateInput } from '../../../shared/schemas/items';
import { api, unwrap } from '../../lib/api-client';
import { embeddedAt, takeEmbeddedAnswer } from '../../lib/embedded-answer';
import { storage } from '../../lib/storage';
import { type Point, pointQuery } from '../../lib/viewer-position';

/** Response types come from the server's routes through the typed client (no hand-written copies). */
type FeaturedAnswer = InferResponseType<typeof api.items.featured.$get, 200>;
export type ItemCard = FeaturedAnswer['items'][number];
export type ItemDetail = InferResponseType<typeof api.items.$post, 201>['item'];
/** The item API's answer; its detail's owner also carries their overall rating. */
type ItemAnswer = InferResponseType<(typeof api.items)[':id']['$get'], 200>;
export type ItemPageDetail = ItemAnswer['item'];
export type ItemPhoto = ItemDetail['photos'][number];
type CategoriesAnswer = InferResponseType<typeof api.items.categories.$get, 200>;
export type CategoryCount = CategoriesAnswer['categories'][number];
export type ReviewQueuePage = InferResponseType<(typeof api.items)['review-queue']['$get'], 200>;

export const itemKeys = {
  all: ['items'] as const,
  featured: (point: Point | null) => ['items', 'featured', point] as const,
  categories: ['items', 'categories'] as const,
  category: (category: CategorySlug, q: string, point: Point | null, filters: CategoryFilters) =>
    ['items', 'category', category, q, point, filters] as const,
  detail: (id: string, point: Point | null) => ['items', 'detail', id, point] as const,
  mine: ['items', 'mine'] as const,
  reviewQueue: (status: 'pending' | 'rejected') => ['items', 'review-queue', status] as const,
};

/** A guest's answer to `apiPath` embedded in the page (server/items/home-page.ts, page-meta.ts). */
const guestsEmbeddedAnswer = <Answer>(apiPath: string) =>
  storage.get(STORAGE_KEYS.guestMode) === 'true' ? takeEmbeddedAnswer<Answer>(apiPath) : undefined;

/**
 * Home: 'Featured Items Near You'. A guest who has not shared a position starts from the answer
 * embedded in the home page; a member's can differ (their profile's place), so theirs is asked for.
 */
export const featuredItemsQuery = (point: Point | null) =>
  queryOptions({
    queryKey: itemKeys.featured(point),
    queryFn: () =>
      unwrap(
        api.items.featured.$get({ query: { ...pointQuery(point), limit: String(HOME_FEATURED_COUNT) } }),
      ),
    initialData: () =>
      point === null ? guestsEmbeddedAnswer<FeaturedAnswer>(HOME_GUEST_ANSWERS.featured) : undefined,
    initialDataUpdatedAt: embeddedAt,
    select: (data) => data.items,
  });

/**
 * Published items per category: the category cards' count text. The same for everyone, so it
 * starts from the answer embedded in the home page whoever opens it.
 */
export const categoryCountsQuery = queryOptions({
  queryKey: itemKeys.categories,
  queryFn: () => unwrap(api.items.categories.$get()),
  initialData: () => takeEmbeddedAnswer<CategoriesAnswer>(HOME_GUEST_ANSWERS.categories),
  initialDataUpdatedAt: embeddedAt,
  select: (data) => data.categories,
});

/** The filter sheet's choices a category page applies. */
export interface CategoryFilters {
  brand?: string | undefined;
  /** Miles from the visitor. */
  within?: number | undefined;
}

/** A category page, a page of 24 at a time, with the live text filter and the filter sheet. */
export const categoryItemsQuery = (
  category: CategorySlug,
  q: string,
  point: Point | null,
  filters: CategoryFilters = {},
) =>
  infiniteQueryOptions({
    queryKey: itemKeys.category(category, q, point, filters),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.items.$get({
          query: {
            category,
            ...(q ? { q } : {}),
            ...(filters.brand ? { brand: filters.brand } : {}),
            ...(filters.within ? { within: String(filters.within) } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
            ...pointQuery(point),
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * The item page. Opened directly by a guest who has not shared a position, it starts from the
 * answer the server embedded in the page (the same the API gives a visitor): the item renders
 * with the page's code, a round trip sooner. A member's answer can differ (their place, their own
 * listing), so theirs is always asked for.
 */
export const itemQuery = (id: string, point: Point | null) =>
  queryOptions({
    queryKey: itemKeys.detail(id, point),
    queryFn: () => unwrap(api.items[':id'].$get({ param: { id }, query: pointQuery(point) })),
    initialData: () => (point === null ? guestsEmbeddedAnswer<ItemAnswer>(`/api/items/${id}`) : undefined),
    // Taken later in the visit (a guest browsing first), it shows at once and is asked again.
    initialDataUpdatedAt: embeddedAt,
    select: (data) => data.item,
    retry: (count, error) =>
      count < 1 && !('status' in error && (error.status === 404 || error.status === 400)),
  });

/** My Listings. */
export const myListingsQuery = queryOptions({
  queryKey: itemKeys.mine,
  queryFn: () => unwrap(api.items.mine.$get()),
  select: (data) => data.items,
});

/** The admin listings queue, a page at a time. */
export const reviewQueueQuery = (status: 'pending' | 'rejected') =>
  infiniteQueryOptions({
    queryKey: itemKeys.reviewQueue(status),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.items['review-queue'].$get({ query: { status, ...(pageParam ? { cursor: pageParam } : {}) } }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export async function createItem(input: ItemCreateInput): Promise<ItemDetail> {
  return (await unwrap(api.items.$post({ json: input }))).item;
}

export async function updateItem(id: string, input: ItemUpdateInput): Promise<ItemDetail> {
  return (await unwrap(api.items[':id'].$patch({ param: { id }, json: input }))).item;
}

export async function deleteItem(id: string): Promise<void> {
  await unwrap(api.items[':id'].$delete({ param: { id } }));
}

export async function deletePhoto(id: string): Promise<void> {
  await unwrap(api.items.photos[':id'].$delete({ param: { id } }));
}

export async function approveItem(id: string): Promise<ItemDetail> {
  return (await unwrap(api.items[':id'].approve.$post({ param: { id } }))).item;
}

export async function rejectItem(id: string, reason: string): Promise<ItemDetail> {
  return (await unwrap(api.items[':id'].reject.$post({ param: { id }, json: { reason } }))).item;
}

/** The signed-in user's profile location, the list-item form's default place. */
export const profileLocationQuery = queryOptions({
  queryKey: ['profile', 'me'],
  queryFn: () => unwrap(api.profile.$get()),
  select: (profile) => profile.location,
});
