import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { changePasswordSchema } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { apiErrorFrom } from '../../lib/api-client';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';

/** Current, new and confirmed password; the new one must meet the sign-up rules (spec section 5). */
function formSchema(mismatch: string) {
  return changePasswordSchema
    .pick({ currentPassword: true, newPassword: true })
    .extend({ confirmPassword: z.string() })
    .refine((value) => value.newPassword === value.confirmPassword, {
      error: mismatch,
      path: ['confirmPassword'],
    });
}
type FormValues = z.infer<ReturnType<typeof formSchema>>;

async function changePassword(values: { currentPassword: string; newPassword: string }): Promise<void> {
  const response = await fetch('/api/auth/change-password', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(values),
  });
  if (response.ok) return;
  throw await apiErrorFrom(response.status, await response.json().catch(() => null));
}

export function ChangePasswordForm() {
  const { t } = useTranslation('settings');
  const { register, handleSubmit, formState, reset, setError } = useForm<FormValues>({
    resolver: zodResolver(formSchema(t('privacy.mismatch'))),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      reset();
      toast({ title: t('privacy.passwordUpdated'), variant: 'success' });
    },
    onError: (error) => {
      const message = messageOf(error);
      // A wrong current password is shown at that field too.
      if (/current password/i.test(message)) setError('currentPassword', { message });
    },
    meta: { errorToast: (error) => ({ title: t('privacy.passwordFailed'), description: messageOf(error) }) },
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate({ currentPassword, newPassword }),
  );

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('privacy.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label={t('privacy.newPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label={t('privacy.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" className="w-fit" disabled={change.isPending}>
        {change.isPending ? t('privacy.updating') : t('privacy.updatePassword')}
      </Button>
    </form>
  );
}
