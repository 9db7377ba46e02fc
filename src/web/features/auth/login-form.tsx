import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router';
import { emailSchema, type LoginInput, loginSchema } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { toastInvalidInput } from '../../lib/invalid-input';
import { useSignUpOpen } from '../../lib/site';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { useValidationMessage } from '../../lib/validation-message';
import { authClient, isTwoFactorStep } from './auth-client';
import { FormHeader, Notice, SwitchLink } from './form-parts';
import { authFailure, reloadSignedIn } from './notify';
import { TwoFactorStep } from './two-factor-step';

/** Login (spec sections 2, 5): email and password, forgot password, and the two-factor step. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const signUpOpen = useSignUpOpen();
  const translate = useValidationMessage();
  const [params] = useSearchParams();
  const location = useLocation();
  const signedUpEmail = (location.state as { signedUpEmail?: string } | null)?.signedUpEmail;
  const [needsCode, setNeedsCode] = useState(false);
  const { register, handleSubmit, formState, getValues } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: signedUpEmail ?? '', password: '' },
  });
  const { errors } = formState;
  const signIn = useMutation({
    mutationFn: authClient.signIn,
    onSuccess: (answer) => {
      if (isTwoFactorStep(answer)) setNeedsCode(true);
      else reloadSignedIn();
    },
    meta: { errorToast: authFailure(t, t('toasts.loginFailed')) },
  });
  const sendReset = useMutation({
    mutationFn: authClient.requestPasswordReset,
    onSuccess: (_answer, email) =>
      toast({
        title: t('toasts.resetSent'),
        description: t('toasts.resetSentText', { email }),
        variant: 'success',
      }),
    meta: { errorToast: authFailure(t, t('toasts.resetFailed')) },
  });

  if (needsCode) return <TwoFactorStep onStartOver={() => setNeedsCode(false)} />;

  const onInvalid = (invalid: FieldErrors<LoginInput>) => {
    if (invalid.email) toastInvalidInput(t('toasts.invalidEmail'), translate(invalid.email.message));
    else if (invalid.password)
      toastInvalidInput(t('toasts.invalidPassword'), translate(invalid.password.message));
  };

  const forgotPassword = () => {
    const email = getValues('email').trim();
    if (!email) {
      toastInvalidInput(t('toasts.emailRequired'), t('toasts.emailRequiredText'));
      return;
    }
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      toastInvalidInput(t('toasts.invalidEmail'), translate(parsed.error.issues[0]?.message));
      return;
    }
    sendReset.mutate(parsed.data);
  };

  const verified = params.get('verified') === '1';
  const verifyError = params.get('error');
  return (
    <>
      <FormHeader title={t('logIn.title')} subtitle={t('logIn.subtitle')} />
      {verifyError ? (
        <Notice tone="error">{t('logIn.verifyFailed')}</Notice>
      ) : verified ? (
        <Notice tone="success">{t('logIn.verified')}</Notice>
      ) : signedUpEmail ? (
        <Notice tone="info">{t('logIn.checkInbox', { email: signedUpEmail })}</Notice>
      ) : null}
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={handleSubmit((values) => signIn.mutate(values), onInvalid)}
      >
        <TextField
          label={t('logIn.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('logIn.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <button
          type="button"
          onClick={forgotPassword}
          disabled={sendReset.isPending}
          className="self-end text-sm font-medium text-accent hover:underline disabled:opacity-60"
        >
          {t('logIn.forgot')}
        </button>
        <Button type="submit" size="lg" disabled={signIn.isPending}>
          {signIn.isPending ? t('logIn.submitting') : t('logIn.submit')}
        </Button>
      </form>
      {signUpOpen ? (
        <SwitchLink prompt={t('logIn.switchPrompt')} label={t('logIn.switchLink')} to="signup" />
      ) : null}
    </>
  );
}
