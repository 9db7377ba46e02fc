import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { checkPhotoFile, uploadPhoto } from './upload-photo';

describe('checkPhotoFile (spec section 5)', () => {
  it('accepts images up to 5 MB (5,242,880 bytes) and refuses others by type, then by size', () => {
    expect(checkPhotoFile({ name: 'a.png', type: 'image/png', size: 5_242_880 })).toBeNull();
    expect(checkPhotoFile({ name: 'a.jpg', type: 'image/jpeg', size: 1 })).toBeNull();
    expect(checkPhotoFile({ name: 'a.png', type: 'image/png', size: 5_242_881 })).toBe('too_large');
    expect(checkPhotoFile({ name: 'notes.png', type: 'text/plain', size: 10 })).toBe('not_image');
    expect(checkPhotoFile({ name: 'movie.mp4', type: 'video/mp4', size: 99_000_000 })).toBe('not_image');
    expect(checkPhotoFile({ name: 'unknown', type: '', size: 10 })).toBe('not_image');
  });
});

/** An XMLHttpRequest whose connection drops as soon as it is sent. */
class DroppedRequest {
  upload = { onprogress: null };
  onerror: (() => void) | null = null;
  withCredentials = false;
  responseType = '';
  open() {}
  send() {
    queueMicrotask(() => this.onerror?.());
  }
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('uploadPhoto when the connection drops', () => {
  it("rejects with the spec's words in the reader's language, not in English", async () => {
    vi.stubGlobal('XMLHttpRequest', DroppedRequest);
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces('listings');
    const failure = await uploadPhoto(new File(['x'], 'a.png', { type: 'image/png' }), () => {}).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(
      i18n.t('listings:toast.uploadFailedDescription', { lng: 'de' }),
    );
    expect((failure as ApiError).message).not.toBe('Something went wrong uploading your photos.');
  });
});
