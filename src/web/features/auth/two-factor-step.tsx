import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { backupCodeSchema, totpCodeSchema } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { toastInvalidInput } from '../../lib/invalid-input';
import { useTranslation } from '../../lib/texts';
import { useValidationMessage } from '../../lib/validation-message';
import { authClient } from './auth-client';
import { FormHeader } from './form-parts';
import { authFailure, reloadSignedIn } from './notify';

const totpForm = z.object({ code: totpCodeSchema });
const backupForm = z.object({ code: backupCodeSchema });

/** The second sign-in step: the authenticator code, or one backup code. */
export function TwoFactorStep({ onStartOver }: { onStartOver: () => void }) {
  const { t } = useTranslation('auth');
  const translate = useValidationMessage();
  const [method, setMethod] = useState<'totp' | 'backup'>('totp');
  const { register, handleSubmit, formState, reset } = useForm<{ code: string }>({
    resolver: zodResolver(method === 'totp' ? totpForm : backupForm),
    defaultValues: { code: '' },
  });
  const { errors } = formState;
  const verify = useMutation({
    mutationFn: (code: string) =>
      method === 'totp' ? authClient.verifyTotp(code) : authClient.verifyBackupCode(code),
    onSuccess: reloadSignedIn,
    onError: (error) => {
      // The password step has expired: begin again.
      if (error instanceof ApiError && error.code === 'invalid_two_factor_cookie') onStartOver();
    },
    meta: { errorToast: authFailure(t, t('toasts.loginFailed')) },
  });

  return (
    <>
      <FormHeader
        title={t('twoFactor.title')}
        subtitle={t(method === 'totp' ? 'twoFactor.totpPrompt' : 'twoFactor.backupPrompt')}
      />
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={handleSubmit(
          ({ code }) => verify.mutate(code),
          (invalid) => toastInvalidInput(t('toasts.invalidCode'), translate(invalid.code?.message)),
        )}
      >
        <TextField
          key={method}
          label={t(method === 'totp' ? 'twoFactor.code' : 'twoFactor.backupCode')}
          autoComplete="one-time-code"
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          autoFocus
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" size="lg" disabled={verify.isPending}>
          {verify.isPending ? t('twoFactor.verifying') : t('twoFactor.verify')}
        </Button>
      </form>
      <div className="mt-6 flex flex-col items-center gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-accent hover:underline"
          onClick={() => {
            setMethod(method === 'totp' ? 'backup' : 'totp');
            reset({ code: '' });
          }}
        >
          {t(method === 'totp' ? 'twoFactor.useBackup' : 'twoFactor.useTotp')}
        </button>
        <button type="button" className="text-muted hover:underline" onClick={onStartOver}>
          {t('twoFactor.startOver')}
        </button>
      </div>
    </>
  );
}
