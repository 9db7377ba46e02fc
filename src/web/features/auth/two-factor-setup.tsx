import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { totpCodeSchema } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/texts';
import { QrCode } from './qr-code';

const codeForm = z.object({ code: totpCodeSchema });

/** The secret in groups of four, as authenticator apps show it. */
export function formatSecret(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get('secret') ?? '';
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

interface TwoFactorSetupProps {
  totpUri: string;
  onVerify: (code: string) => Promise<void>;
  onCancel: () => void;
}

/** Step two of turning two-factor on: add the account to an app, then prove it with a code. */
export function TwoFactorSetup({ totpUri, onVerify, onCancel }: TwoFactorSetupProps) {
  const { t } = useTranslation('auth');
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof codeForm>,
    unknown,
    z.output<typeof codeForm>
  >({
    resolver: zodResolver(codeForm),
    defaultValues: { code: '' },
  });
  return (
    <div className="mt-4 flex flex-col gap-4">
      <div>
        <h4 className="font-semibold text-fg">{t('twoFactorSettings.scanTitle')}</h4>
        <p className="mt-1 text-sm text-muted">{t('twoFactorSettings.scanText')}</p>
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <QrCode value={totpUri} label={t('twoFactorSettings.qrLabel')} />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <dl className="flex flex-col gap-3 text-sm">
            <div>
              <dt className="font-medium text-fg">{t('twoFactorSettings.setupKey')}</dt>
              <dd className="mt-1 break-all font-mono text-fg" data-testid="totp-secret">
                {formatSecret(totpUri)}
              </dd>
            </div>
            <div>
              <dt className="font-medium text-fg">{t('twoFactorSettings.setupUri')}</dt>
              <dd className="mt-1 break-all font-mono text-xs text-fg-soft" data-testid="totp-uri">
                {totpUri}
              </dd>
            </div>
          </dl>
          <a href={totpUri} className="text-sm font-medium text-accent underline">
            {t('twoFactorSettings.openInApp')}
          </a>
        </div>
      </div>
      <form className="flex flex-col gap-3" noValidate onSubmit={handleSubmit(({ code }) => onVerify(code))}>
        <h4 className="font-semibold text-fg">{t('twoFactorSettings.verifyTitle')}</h4>
        <TextField
          label={t('twoFactorSettings.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          error={formState.errors.code?.message}
          {...register('code')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('twoFactorSettings.working') : t('twoFactorSettings.verify')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('twoFactorSettings.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
