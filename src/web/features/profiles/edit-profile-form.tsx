import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { profileFormSchema } from '../../../shared/schemas/profile';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/texts';
import { type OwnProfile, profileQuery, saveProfile } from './api';
import { AutosaveStatus } from './autosave-status';
import { AvatarPicker } from './avatar-picker';
import { useAutosave } from './use-autosave';

type FormInput = z.input<typeof profileFormSchema>;
type FormOutput = z.output<typeof profileFormSchema>;

/**
 * The edit-profile form (spec section 2 and 4): every valid change is saved to the server one
 * second after the last keystroke, with the saving / saved / error badge and 'Last saved' time.
 */
export function EditProfileForm({
  profile,
  onPhotoChanged,
}: {
  profile: OwnProfile;
  /** Passed on to Change Photo. */
  onPhotoChanged?: () => void;
}) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const { state, edit } = useAutosave<FormOutput>(async (values) => {
    const saved = await saveProfile(values);
    queryClient.setQueryData(profileQuery.queryKey, saved);
  });
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onChange',
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      phone: profile.phone,
      location: profile.location,
      bio: profile.bio,
    },
  });
  const { register, watch, formState } = form;
  const errors = formState.errors;

  useEffect(() => {
    const subscription = watch((values) => {
      // Invalid input is shown with its message and not sent; the next valid edit saves.
      const parsed = profileFormSchema.safeParse(values);
      if (parsed.success) edit(parsed.data);
    });
    return () => subscription.unsubscribe();
  }, [watch, edit]);

  const bioLength = (watch('bio') ?? '').length;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted">{t('edit.intro')}</p>
        <AutosaveStatus state={state} />
      </div>
      <AvatarPicker profile={profile} onPhotoChanged={onPhotoChanged} />
      <form className="grid gap-4 sm:grid-cols-2" noValidate onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={t('edit.firstName')}
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label={t('edit.lastName')}
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
        <TextField
          label={t('edit.email')}
          type="email"
          value={profile.email}
          readOnly
          hint={t('edit.emailHint')}
          className="sm:col-span-2"
        />
        <TextField
          label={t('edit.phone')}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={t('edit.location')}
          placeholder={t('edit.locationPlaceholder')}
          autoComplete="address-level2"
          error={errors.location?.message}
          {...register('location')}
        />
        <TextAreaField
          label={t('edit.bio')}
          placeholder={t('edit.bioPlaceholder')}
          hint={t('edit.bioCounter', { count: bioLength })}
          error={errors.bio?.message}
          className="sm:col-span-2"
          rows={5}
          {...register('bio')}
        />
      </form>
    </div>
  );
}
