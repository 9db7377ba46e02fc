import { describe, expect, it } from 'vitest';
import { checkPhotoFile } from './upload-photo';

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
