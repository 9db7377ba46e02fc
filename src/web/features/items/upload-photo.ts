import type { InferResponseType } from 'hono/client';
import { LIMITS } from '../../../shared/constants';
import { ApiError, type api, apiErrorFrom } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';

export type UploadedPhoto = InferResponseType<typeof api.items.photos.$post, 201>['photo'];

/** The spec's client-side checks (section 5), before a byte is sent; the server checks the content again. */
export function checkPhotoFile(file: Pick<File, 'name' | 'type' | 'size'>): 'not_image' | 'too_large' | null {
  if (!file.type.startsWith('image/')) return 'not_image';
  if (file.size > LIMITS.maxPhotoBytes) return 'too_large';
  return null;
}

/**
 * Uploads one listing photo with XMLHttpRequest, the one browser API that reports upload
 * progress. `onProgress` gets 0..1. Rejects with an ApiError carrying the server's message, or the
 * spec's 'Something went wrong uploading your photos.' in the reader's language when there is none.
 */
const somethingWrong = () => i18n.t('listings:toast.uploadFailedDescription');

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
      const body = xhr.response as { photo?: UploadedPhoto } | null;
      if (xhr.status === 201 && body?.photo) {
        onProgress(1);
        resolve(body.photo);
        return;
      }
      void apiErrorFrom(xhr.status, body, somethingWrong()).then(reject);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', somethingWrong()));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
