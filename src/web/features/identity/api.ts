import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { LIMITS } from '../../../shared/constants';
import { api, unwrap } from '../../lib/api-client';

export type OwnIdentity = InferResponseType<typeof api.identity.$get, 200>;

export const ownIdentityQuery = queryOptions({
  queryKey: ['identity', 'me'],
  queryFn: () => unwrap(api.identity.$get()),
});

/** The spec's photo checks (section 5) before a byte is sent; the server checks the content again. */
export function checkIdentityFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
): 'not_image' | 'too_large' | null {
  if (!file.type.startsWith('image/')) return 'not_image';
  if (file.size > LIMITS.maxPhotoBytes) return 'too_large';
  return null;
}

/** Sends the ID photo (multipart; the typed client speaks only JSON), answered with the new state. */
export function uploadIdentityPhoto(file: File): Promise<OwnIdentity> {
  const form = new FormData();
  form.append('file', file);
  return unwrap(
    fetch('/api/identity', { method: 'POST', body: form, credentials: 'same-origin' }),
  ) as Promise<OwnIdentity>;
}
