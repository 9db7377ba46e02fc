import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { resetPasswordFormSchema } from '../../shared/schemas/auth';
import { Button, buttonClasses } from '../components/ui/button';
import { TextField } from '../components/ui/text-field';
import { authClient } from '../features/auth/auth-client';
import { authFailure } from '../features/auth/notify';
import { ApiError } from '../lib/api-client';
import { toastInvalidInput } from '../lib/invalid-input';
import { useTranslation } from '../lib/texts';
import { toast } from '../lib/toast';
import { usePageTitle } from '../lib/use-page-title';

type FormValues = z.input<typeof resetPasswordFormSchema>;

/**
 * /auth/reset-password: where the emailed reset link lands (?token=..., or ?error=INVALID_TOKEN
 * for a used or expired link). Public: the visitor is signed out.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('reset.pageTitle'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(
    token && !params.get('error') ? 'form' : 'invalid',
  );
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const reset = useMutation({
    mutationFn: (newPassword: string) => authClient.resetPassword(token ?? '', newPassword),
    onSuccess: () => {
      setState('done');
      toast({
        title: t('toasts.passwordReset'),
        description: t('toasts.passwordResetText'),
        variant: 'success',
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'invalid_token') setState('invalid');
    },
    meta: { errorToast: authFailure(t, t('toasts.resetFailed')) },
  });

  const onInvalid = (invalid: FieldErrors<FormValues>) => {
    const message = invalid.newPassword?.message ?? invalid.confirmPassword?.message;
    toastInvalidInput(t('toasts.invalidPassword'), message);
  };

  const toLogIn = (
    <Link to="/welcome?view=login" className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}>
      {t('reset.toLogIn')}
    </Link>
  );

  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-surface p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold text-fg">{t('reset.title')}</h1>
        {state === 'invalid' && (
          <>
            <p role="alert" className="mt-4 text-fg-soft">
              {t('reset.invalidLink')}
            </p>
            {toLogIn}
          </>
        )}
        {state === 'done' && (
          <>
            <p role="status" className="mt-4 text-fg-soft">
              {t('reset.done')}
            </p>
            {toLogIn}
          </>
        )}
        {state === 'form' && (
          <form
            className="mt-6 flex flex-col gap-4"
            noValidate
            onSubmit={handleSubmit((values) => reset.mutate(values.newPassword), onInvalid)}
          >
            <TextField
              label={t('reset.newPassword')}
              type="password"
              autoComplete="new-password"
              hint={t('signUp.passwordHint')}
              error={errors.newPassword?.message}
              {...register('newPassword')}
            />
            <TextField
              label={t('reset.confirmPassword')}
              type="password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
            <Button type="submit" size="lg" disabled={reset.isPending}>
              {reset.isPending ? t('reset.submitting') : t('reset.submit')}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
