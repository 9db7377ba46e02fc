import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { ReviewCreateInput } from '../../../shared/schemas/reviews';
import { api, unwrap } from '../../lib/api-client';

export type MyReviews = InferResponseType<typeof api.reviews.mine.$get, 200>;
export type Review = MyReviews['received'][number];
export type PendingReview = MyReviews['pending'][number];

export const reviewKeys = {
  all: ['reviews'] as const,
  mine: (userId: string) => ['reviews', 'mine', userId] as const,
  item: (itemId: string) => ['reviews', 'item', itemId] as const,
};

export const myReviewsQuery = (userId: string) =>
  queryOptions({ queryKey: reviewKeys.mine(userId), queryFn: () => unwrap(api.reviews.mine.$get()) });

export const itemReviewsQuery = (itemId: string) =>
  queryOptions({
    queryKey: reviewKeys.item(itemId),
    queryFn: () => unwrap(api.reviews.items[':id'].$get({ param: { id: itemId } })),
  });

export function writeReview(input: ReviewCreateInput) {
  return unwrap(api.reviews.$post({ json: input }));
}
