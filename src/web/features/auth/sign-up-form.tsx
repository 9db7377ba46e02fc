import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { type SignUpFormInput, signUpFormSchema } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { toastInvalidInput } from '../../lib/invalid-input';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { useValidationMessage } from '../../lib/validation-message';
import { authClient } from './auth-client';
import { ConsentDialog, type ConsentDocument } from './consent-dialog';
import { ConsentField } from './consent-field';
import { FormHeader, SwitchLink } from './form-parts';
import { authFailure } from './notify';

type Output = z.output<typeof signUpFormSchema>;

/** Sign-up (spec sections 2, 4, 5): optional display name, email, password, both agreements. */
export function SignUpForm() {
  const { t } = useTranslation('auth');
  const translate = useValidationMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const [reading, setReading] = useState<ConsentDocument | null>(null);
  const { register, handleSubmit, formState, setValue, watch, getValues } = useForm<
    SignUpFormInput,
    unknown,
    Output
  >({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { name: '', email: '', password: '', acceptPrivacy: false, acceptTerms: false },
  });
  const { errors } = formState;
  const signUp = useMutation({
    mutationFn: authClient.signUp,
    onSuccess: (_answer, { email }) => {
      toast({ title: t('toasts.success'), description: t('toasts.checkEmail'), variant: 'success' });
      const search = new URLSearchParams(location.search);
      search.set('view', 'login');
      navigate({ search: `?${search}` }, { state: { signedUpEmail: email } });
    },
    meta: { errorToast: authFailure(t, t('toasts.signUpFailed')) },
  });
  const [acceptPrivacy, acceptTerms] = watch(['acceptPrivacy', 'acceptTerms']);

  const agreementMissing = () => {
    const values = getValues();
    if (values.acceptPrivacy && values.acceptTerms) return false;
    toastInvalidInput(t('toasts.agreementRequired'), t('toasts.agreementRequiredText'));
    return true;
  };

  const onInvalid = (invalid: FieldErrors<SignUpFormInput>) => {
    if (agreementMissing()) return;
    if (invalid.email) toastInvalidInput(t('toasts.invalidEmail'), translate(invalid.email.message));
    else if (invalid.password)
      toastInvalidInput(t('toasts.invalidPassword'), translate(invalid.password.message));
  };

  const onValid = (values: Output) => {
    if (agreementMissing()) return;
    signUp.mutate({ name: values.name, email: values.email, password: values.password });
  };

  return (
    <>
      <FormHeader title={t('signUp.title')} subtitle={t('signUp.subtitle')} />
      <form className="flex flex-col gap-4" noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
        <TextField
          label={t('signUp.displayName')}
          hint={t('signUp.displayNameHint')}
          autoComplete="nickname"
          maxLength={100}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('signUp.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('signUp.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('signUp.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{t('consent.legend')}</legend>
          <ConsentField
            label={t('signUp.agreePrivacy')}
            readLabel={t('signUp.readPrivacy')}
            checked={acceptPrivacy}
            onRequestRead={() => setReading('privacy')}
            onUncheck={() => setValue('acceptPrivacy', false)}
          />
          <ConsentField
            label={t('signUp.agreeTerms')}
            readLabel={t('signUp.readTerms')}
            checked={acceptTerms}
            onRequestRead={() => setReading('terms')}
            onUncheck={() => setValue('acceptTerms', false)}
          />
        </fieldset>
        <Button type="submit" size="lg" disabled={signUp.isPending}>
          {signUp.isPending ? t('signUp.submitting') : t('signUp.submit')}
        </Button>
      </form>
      <SwitchLink prompt={t('signUp.switchPrompt')} label={t('signUp.switchLink')} to="login" />
      <ConsentDialog
        document={reading ?? 'privacy'}
        open={reading !== null}
        onOpenChange={(open) => {
          if (!open) setReading(null);
        }}
        onAgree={() => setValue(reading === 'terms' ? 'acceptTerms' : 'acceptPrivacy', true)}
      />
    </>
  );
}
