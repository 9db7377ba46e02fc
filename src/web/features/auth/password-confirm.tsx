import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { twoFactorPasswordSchema } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/texts';

interface PasswordConfirmProps {
  submitLabel: string;
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}

/** "Confirm with your password" before a two-factor change. */
export function PasswordConfirm({ submitLabel, onConfirm, onCancel }: PasswordConfirmProps) {
  const { t } = useTranslation('auth');
  const { register, handleSubmit, formState } = useForm<{ password: string }>({
    resolver: zodResolver(twoFactorPasswordSchema),
    defaultValues: { password: '' },
  });
  return (
    <form
      className="mt-4 flex flex-col gap-3"
      noValidate
      onSubmit={handleSubmit(({ password }) => onConfirm(password))}
    >
      <TextField
        label={t('twoFactorSettings.confirmPassword')}
        type="password"
        autoComplete="current-password"
        autoFocus
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('twoFactorSettings.working') : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('twoFactorSettings.cancel')}
        </Button>
      </div>
    </form>
  );
}
