import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useRef } from 'react';
import { LIMITS } from '../../../shared/constants';
import { buttonClasses } from '../../components/ui/button';
import { toastInvalidInput } from '../../lib/invalid-input';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { type OwnProfile, profileQuery, uploadAvatar } from './api';
import { AvatarImage } from './avatar-image';

/**
 * Change Photo: the file is checked here first (type and the 5 MB limit, with the spec's
 * messages) and then for real by the server, which decides by content.
 */
export function AvatarPicker({
  profile,
  onPhotoChanged,
}: {
  profile: OwnProfile;
  /** After a new photo is stored (the page reads the session again for the header's photo). */
  onPhotoChanged?: () => void;
}) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const name = profile.full_name || profile.display_name || profile.email;

  const upload = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (updated) => {
      queryClient.setQueryData(profileQuery.queryKey, updated);
      onPhotoChanged?.();
      toast({ title: t('edit.photoUpdated'), variant: 'success' });
    },
    meta: {
      errorToast: (error) => ({
        title: t('edit.uploadFailed'),
        description: error instanceof Error && error.message ? error.message : t('edit.uploadFailedFallback'),
      }),
    },
  });
  const uploading = upload.isPending;

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = !file.type.startsWith('image/')
      ? t('edit.notAnImage', { filename: file.name })
      : file.size > LIMITS.maxPhotoBytes
        ? t('edit.tooLarge', { filename: file.name })
        : null;
    if (problem) toastInvalidInput(t('edit.uploadFailed'), problem);
    else upload.mutate(file);
  };

  return (
    <div className="flex items-center gap-4">
      <AvatarImage url={profile.avatar_url} alt={t('avatarAlt', { name })} className="h-20 w-20" />
      <div className="flex flex-col gap-1">
        <label
          aria-disabled={uploading}
          className={buttonClasses({
            variant: 'secondary',
            size: 'sm',
            className: 'w-fit cursor-pointer focus-within:outline-2 focus-within:outline-brand-700',
          })}
        >
          <Camera aria-hidden="true" className="h-4 w-4" />
          {uploading ? t('edit.uploading') : t('edit.changePhoto')}
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            className="sr-only"
            disabled={uploading}
            onChange={(event) => onFile(event.target.files?.[0])}
          />
        </label>
        <p className="text-sm text-subtle">{t('edit.photoHint')}</p>
      </div>
    </div>
  );
}
