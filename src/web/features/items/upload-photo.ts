import type { InferResponseType } from 'hono/client';
import { LIMITS } from '../../../shared/constants';
import { ApiError, type api } from '../../lib/api-client';

export type UploadedPhoto = InferResponseType<typeof api.items.photos.$post, 201>['photo'];

/** The spec's client-side checks (section 5), before a byte is sent; the server checks the content again. */
export function checkPhotoFile(file: Pick<File, 'name' | 'type' | 'size'>): 'not_image' | 'too_large' | null {
  if (!file.type.startsWith('image/')) return 'not_image';
  if (file.size > LIMITS.maxPhotoBytes) return 'too_large';
  return null;
}

/**
 * Uploads one listing photo with XMLHttpRequest, the one browser API that reports upload
 * progress. `onProgress` gets 0..1. Rejects with an ApiError carrying the server's message.
 */
export function uploadPhoto(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/items/photos');
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as {
        photo?: UploadedPhoto;
        error?: { code?: string; message?: string };
      } | null;
      if (xhr.status === 201 && body?.photo) {
        onProgress(1);
        resolve(body.photo);
        return;
      }
      reject(
        new ApiError(
          xhr.status,
          body?.error?.code ?? 'http_error',
          body?.error?.message ?? 'Something went wrong uploading your photos.',
        ),
      );
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'network_error', 'Something went wrong uploading your photos.'));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
