import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { ProfileUpdateInput } from '../../../shared/schemas/profile';
import { api, unwrap } from '../../lib/api-client';

export type OwnProfile = InferResponseType<typeof api.profile.$get, 200>;

/** The signed-in user's own profile; the route loader prefetches it with these same options. */
export const profileQuery = queryOptions({
  queryKey: ['profile', 'me'],
  queryFn: () => unwrap(api.profile.$get()),
});

export function saveProfile(input: ProfileUpdateInput): Promise<OwnProfile> {
  return unwrap(api.profile.$patch({ json: input }));
}

/** Change Photo: a multipart upload (the typed client only speaks JSON), answered with the profile. */
export function uploadAvatar(file: File): Promise<OwnProfile> {
  const form = new FormData();
  form.append('file', file);
  return unwrap(
    fetch('/api/profile/avatar', { method: 'POST', body: form, credentials: 'same-origin' }),
  ) as Promise<OwnProfile>;
}
