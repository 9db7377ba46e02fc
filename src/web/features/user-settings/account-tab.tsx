import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { accountFormSchema } from '../../../shared/schemas/profile';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { SettingsSection } from './section';

type FormInput = z.input<typeof accountFormSchema>;
type FormOutput = z.output<typeof accountFormSchema>;

interface AccountTabProps {
  initial: Required<FormInput>;
  email: string;
  save: (values: FormOutput) => Promise<void>;
}

/** Account details; Save Changes stores them on the profile (the same record /edit-profile edits). */
export function AccountTab({ initial, email, save }: AccountTabProps) {
  const { t } = useTranslation('settings');
  const { register, handleSubmit, watch, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: initial,
  });
  const { errors } = formState;
  const saving = useMutation({
    mutationFn: save,
    onSuccess: () => toast({ title: t('account.saved'), variant: 'success' }),
    meta: {
      errorToast: (error) => ({
        title: t('account.failed'),
        description: error instanceof Error ? error.message : '',
      }),
    },
  });

  const onSubmit = handleSubmit((values) => saving.mutate(values));

  return (
    <SettingsSection title={t('account.heading')}>
      <form className="grid gap-4 sm:grid-cols-2" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('account.firstName')}
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label={t('account.lastName')}
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
        <TextField
          label={t('account.email')}
          type="email"
          value={email}
          readOnly
          hint={t('account.emailHint')}
          className="sm:col-span-2"
        />
        <TextField
          label={t('account.phone')}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          className="sm:col-span-2"
          {...register('phone')}
        />
        <TextAreaField
          label={t('account.bio')}
          hint={t('account.bioCounter', { count: (watch('bio') ?? '').length })}
          error={errors.bio?.message}
          className="sm:col-span-2"
          rows={4}
          {...register('bio')}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={saving.isPending}>
            {saving.isPending ? t('account.saving') : t('account.save')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
