import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, unwrap } from '../../lib/api-client';
import { type Point, pointQuery } from '../../lib/viewer-position';

export type PersonProfile = InferResponseType<(typeof api.profiles)[':id']['$get'], 200>['profile'];

/** /users/{id}: a member's profile, with distances to their listings when the position is known. */
export const personProfileQuery = (id: string, point: Point | null) =>
  queryOptions({
    queryKey: ['people', id, point] as const,
    queryFn: () => unwrap(api.profiles[':id'].$get({ param: { id }, query: pointQuery(point) })),
    select: (data) => data.profile,
    retry: (count, error) => count < 1 && !('status' in error && error.status === 404),
  });
