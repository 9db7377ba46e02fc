import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ITEM_LIMITS } from '../../../shared/schemas/items';
import { ApiError } from '../../lib/api-client';
import { toastInvalidInput } from '../../lib/invalid-input';
import type { ErrorToast } from '../../lib/mutation-errors';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { deletePhoto } from './api';
import { checkPhotoFile, type UploadedPhoto, uploadPhoto } from './upload-photo';

interface Uploading {
  key: string;
  name: string;
  progress: number;
}

interface PhotoFieldProps {
  photos: UploadedPhoto[];
  onChange: (photos: UploadedPhoto[]) => void;
  /** Lets the form wait (and say so) while files are still on their way. */
  onBusyChange?: (busy: boolean) => void;
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
}

/**
 * Photos of a listing (spec section 5): several files at once, each checked here (image, at most
 * 5 MB) and again by the server, uploaded with a progress bar, then shown in order; the first is
 * the cover. Remove and reorder act on the list the form saves.
 */
export function PhotoField({ photos, onChange, onBusyChange }: PhotoFieldProps) {
  const { t } = useTranslation('listings');
  const inputId = useId();
  const hintId = useId();
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const latest = useRef(photos);
  latest.current = photos;
  const aborts = useRef(new Set<AbortController>());

  useEffect(() => {
    const pending = aborts.current;
    return () => {
      for (const controller of pending) controller.abort();
    };
  }, []);
  useEffect(() => onBusyChange?.(uploading.length > 0), [uploading.length, onBusyChange]);

  // One mutation per file: each failure is told on its own (a cancelled upload is not a failure).
  const uploadFailure: ErrorToast = (failure) =>
    failure instanceof ApiError && failure.code === 'aborted'
      ? null
      : failure instanceof ApiError && failure.status === 401
        ? { title: t('toast.authTitle'), description: t('toast.authDescription') }
        : { title: t('toast.uploadFailedTitle'), fallback: t('toast.uploadFailedDescription') };
  const upload = useMutation({
    mutationFn: async ({ file, key }: { file: File; key: string }) => {
      const controller = new AbortController();
      aborts.current.add(controller);
      try {
        const photo = await uploadPhoto(
          file,
          (progress) =>
            setUploading((list) => list.map((entry) => (entry.key === key ? { ...entry, progress } : entry))),
          controller.signal,
        );
        latest.current = [...latest.current, photo];
        onChange(latest.current);
        return photo;
      } finally {
        aborts.current.delete(controller);
        setUploading((list) => list.filter((entry) => entry.key !== key));
      }
    },
    meta: { errorToast: uploadFailure },
  });
  const removal = useMutation({
    mutationFn: deletePhoto,
    onSuccess: () =>
      toast({
        title: t('toast.photoRemovedTitle'),
        description: t('toast.photoRemovedDescription'),
        variant: 'success',
      }),
    meta: {
      errorToast: {
        title: t('toast.photoRemoveErrorTitle'),
        fallback: t('toast.photoRemoveErrorDescription'),
      },
    },
  });

  async function addFiles(files: File[]) {
    const room = ITEM_LIMITS.maxPhotos - latest.current.length;
    const accepted: File[] = [];
    for (const file of files) {
      const problem = checkPhotoFile(file);
      if (problem) {
        toastInvalidInput(
          t('toast.uploadFailedTitle'),
          t(problem === 'not_image' ? 'photos.notImage' : 'photos.tooLarge', { filename: file.name }),
        );
      } else {
        accepted.push(file);
      }
    }
    if (accepted.length > room) {
      toastInvalidInput(t('toast.uploadFailedTitle'), t('photos.tooMany', { max: ITEM_LIMITS.maxPhotos }));
      accepted.splice(Math.max(0, room));
    }
    if (accepted.length === 0) return;

    const entries = accepted.map((file) => ({ file, key: crypto.randomUUID() }));
    setUploading((list) => [
      ...list,
      ...entries.map(({ file, key }) => ({ key, name: file.name, progress: 0 })),
    ]);
    const results = await Promise.allSettled(entries.map((entry) => upload.mutateAsync(entry)));
    const added = results.filter((result) => result.status === 'fulfilled').length;
    if (added > 0) {
      toast({
        title: t('toast.uploadedTitle'),
        description: t('toast.uploadedDescription', { count: added }),
        variant: 'success',
      });
    }
  }

  function remove(photo: UploadedPhoto) {
    // Spec: the photo leaves the list even when removing the file fails.
    onChange(latest.current.filter((entry) => entry.id !== photo.id));
    removal.mutate(photo.id);
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-fg">{t('photos.label')}</legend>
      {photos.length > 0 && (
        <ol className="grid grid-cols-3 gap-2">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative overflow-hidden rounded-md border border-border">
              <img
                src={photo.card.url}
                width={photo.card.width}
                height={photo.card.height}
                alt={t('photos.photoAlt', { index: index + 1 })}
                className="aspect-[4/3] w-full object-cover"
              />
              {index === 0 && (
                <span className="absolute left-1 top-1 rounded bg-brand-800 px-1.5 py-0.5 text-xs font-medium text-white">
                  {t('photos.cover')}
                </span>
              )}
              <div className="flex items-center justify-between bg-surface/95 p-1">
                <button
                  type="button"
                  onClick={() => onChange(move(photos, index, index - 1))}
                  disabled={index === 0}
                  aria-label={t('photos.moveEarlier', { index: index + 1 })}
                  className="rounded p-1 text-fg-soft hover:bg-surface-sunken disabled:opacity-40"
                >
                  <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                </button>
                <button
                  type="button"
                  onClick={() => remove(photo)}
                  aria-label={t('photos.remove', { index: index + 1 })}
                  className="rounded p-1 text-danger hover:bg-danger-surface"
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </button>
                <button
                  type="button"
                  onClick={() => onChange(move(photos, index, index + 1))}
                  disabled={index === photos.length - 1}
                  aria-label={t('photos.moveLater', { index: index + 1 })}
                  className="rounded p-1 text-fg-soft hover:bg-surface-sunken disabled:opacity-40"
                >
                  <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {uploading.length > 0 && (
        <ul className="flex flex-col gap-2" aria-live="polite">
          {uploading.map((entry) => (
            <li key={entry.key} className="flex flex-col gap-1 text-sm text-muted">
              <span>{t('photos.uploading', { name: entry.name })}</span>
              <progress
                value={entry.progress}
                max={1}
                aria-label={t('photos.uploading', { name: entry.name })}
                className="h-2 w-full overflow-hidden rounded [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-brand-700"
              />
            </li>
          ))}
        </ul>
      )}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        aria-describedby={hintId}
        className="peer sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void addFiles(files);
        }}
      />
      <label
        htmlFor={inputId}
        className="flex cursor-pointer flex-col items-center gap-1 rounded-md border-2 border-dashed border-border-strong p-4 text-center text-sm text-muted hover:border-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700"
      >
        <ImagePlus aria-hidden="true" className="h-6 w-6" />
        <span className="font-medium text-accent">
          {uploading.length > 0 ? t('photos.uploadingState') : t('photos.choose')}
        </span>
      </label>
      <p id={hintId} className="text-sm text-subtle">
        {t('photos.hint')}
      </p>
    </fieldset>
  );
}
