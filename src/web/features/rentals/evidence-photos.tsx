import { useId, useState } from 'react';
import { CLAIM_PHOTOS_MAX } from '../../../shared/schemas/claims';
import { useTranslation } from '../../lib/texts';
import { type UploadedPhoto, uploadClaimPhoto } from './api';

interface EvidencePhotosProps {
  rentalId: string;
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  /** Where the photos go: a claim's evidence unless told otherwise (check-ins). */
  upload?: (rentalId: string, file: File) => Promise<UploadedPhoto>;
  /** The most photos this form takes. */
  max?: number;
}

/**
 * Photos of damage, of the renter's side of a dispute, or of a check-in: each chosen file is
 * uploaded at once through the same checks as item photos, and its id joins the form's value.
 * On a phone the file picker offers the camera.
 */
export function EvidencePhotos({
  rentalId,
  label,
  value,
  onChange,
  error,
  upload = uploadClaimPhoto,
  max = CLAIM_PHOTOS_MAX,
}: EvidencePhotosProps) {
  const { t } = useTranslation('rentals');
  const id = useId();
  const [previews, setPreviews] = useState<{ id: string; url: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;

  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    setUploadError(null);
    const added: { id: string; url: string }[] = [];
    try {
      for (const file of Array.from(files).slice(0, max - value.length)) {
        const { photo } = await upload(rentalId, file);
        added.push({ id: photo.id, url: photo.url });
      }
    } catch (err) {
      setUploadError(err instanceof Error && err.message ? err.message : t('evidence.failed'));
    } finally {
      setUploading(false);
      setPreviews((current) => [...current, ...added]);
      onChange([...value, ...added.map((photo) => photo.id)]);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        multiple
        disabled={uploading || value.length >= max}
        aria-describedby={shownError ? `${id}-error` : undefined}
        onChange={(event) => void add(event.currentTarget.files)}
        className="text-sm text-fg"
      />
      {uploading && <p className="text-sm text-muted">{t('evidence.uploading')}</p>}
      {previews.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('evidence.added', { count: previews.length })}>
          {previews.map((photo, index) => (
            <li key={photo.id}>
              <img
                src={photo.url}
                alt={t('evidence.photoAlt', { number: index + 1 })}
                className="h-16 w-20 rounded object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      {shownError && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {shownError}
        </p>
      )}
    </div>
  );
}
