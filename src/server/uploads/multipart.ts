import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LIMITS } from '../../shared/constants';
import { AppError, type ErrorBody } from '../errors';
import type { UploadedFile } from './upload-service';

/** Room for the multipart envelope (boundaries, headers, other fields) around the files. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Refuses an oversized upload before reading it (by Content-Length, or while streaming when the
 * length is not given), so a huge body costs neither memory nor a 500. A file just over 5 MB still
 * gets through to the per-file check, which names the file in its message.
 */
export function uploadBodyLimit(maxFiles = 1) {
  return bodyLimit({
    maxSize: maxFiles * (LIMITS.maxPhotoBytes + FORM_OVERHEAD_BYTES),
    onError: (c) =>
      c.json<ErrorBody>(
        { error: { code: 'payload_too_large', message: 'The upload is too large (max 5MB)' } },
        413,
      ),
  });
}

/** The files sent under `field` in a multipart form; at least one is required. */
export async function readUploadedFiles(c: Context, field: string, maxFiles = 1): Promise<UploadedFile[]> {
  if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('no_photo', 400, 'Please choose a photo to upload.');
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new AppError('unreadable_upload', 400, 'The upload could not be read. Please try again.');
  }
  const value = form[field];
  const entries = (Array.isArray(value) ? value : [value]).filter(
    (entry): entry is File => entry instanceof File,
  );
  if (entries.length === 0) throw new AppError('no_photo', 400, 'Please choose a photo to upload.');
  if (entries.length > maxFiles) {
    throw new AppError(
      'too_many_files',
      400,
      `Please upload at most ${maxFiles} photo${maxFiles === 1 ? '' : 's'}.`,
      { count: maxFiles },
    );
  }
  return Promise.all(
    entries.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
}
