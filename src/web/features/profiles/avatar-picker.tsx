import { useQueryClient } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../shared/constants';
import { buttonClasses } from '../../components/ui/button';
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
  const [uploading, setUploading] = useState(false);
  const name = profile.full_name || profile.display_name || profile.email;

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = !file.type.startsWith('image/')
      ? t('edit.notAnImage', { filename: file.name })
      : file.size > LIMITS.maxPhotoBytes
        ? t('edit.tooLarge', { filename: file.name })
        : null;
    if (problem) {
      toast({ title: t('edit.uploadFailed'), description: problem, variant: 'error' });
      return;
    }
    setUploading(true);
    try {
      const updated = await uploadAvatar(file);
      queryClient.setQueryData(profileQuery.queryKey, updated);
      onPhotoChanged?.();
      toast({ title: t('edit.photoUpdated'), variant: 'success' });
    } catch (error) {
      const description =
        error instanceof Error && error.message ? error.message : t('edit.uploadFailedFallback');
      toast({ title: t('edit.uploadFailed'), description, variant: 'error' });
    } finally {
      setUploading(false);
    }
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
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
        </label>
        <p className="text-sm text-subtle">{t('edit.photoHint')}</p>
      </div>
    </div>
  );
}
