import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '../../app/auth/auth-context';
import { StatusBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { settled } from '../../lib/mutation-errors';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { authClient } from './auth-client';
import { BackupCodes } from './backup-codes';
import { authFailure } from './notify';
import { PasswordConfirm } from './password-confirm';
import { TwoFactorSetup } from './two-factor-setup';

type Step =
  | { name: 'idle' }
  | { name: 'confirm'; action: 'enable' | 'disable' | 'codes' }
  | { name: 'setup'; totpUri: string; backupCodes: string[] }
  | { name: 'codes'; backupCodes: string[] };

/**
 * Settings > Privacy & Security: TOTP two-factor sign-in. Turning it on takes the password,
 * an authenticator app (QR code, setup key or link) and one code; the backup codes are shown once.
 */
export function TwoFactorSettings() {
  const { t } = useTranslation('auth');
  const { user, refresh } = useAuth();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const enabled = user?.twoFactorEnabled === true;
  const idle = () => setStep({ name: 'idle' });
  const meta = { errorToast: authFailure(t, t('twoFactorSettings.failed')) };

  const confirm = useMutation({
    mutationFn: async ({
      action,
      password,
    }: {
      action: 'enable' | 'disable' | 'codes';
      password: string;
    }) => {
      if (action === 'enable') {
        const answer = await authClient.enableTwoFactor(password);
        setStep({ name: 'setup', totpUri: answer.totpURI, backupCodes: answer.backupCodes });
      } else if (action === 'disable') {
        await authClient.disableTwoFactor(password);
        await refresh();
        idle();
        toast({ title: t('twoFactorSettings.disabled'), variant: 'success' });
      } else {
        const answer = await authClient.newBackupCodes(password);
        setStep({ name: 'codes', backupCodes: answer.backupCodes });
      }
    },
    meta,
  });

  const verify = useMutation({
    mutationFn: async ({ code, backupCodes }: { code: string; backupCodes: string[] }) => {
      await authClient.verifyTotp(code);
      await refresh();
      setStep({ name: 'codes', backupCodes });
      toast({ title: t('twoFactorSettings.enabled'), variant: 'success' });
    },
    meta,
  });

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <ShieldCheck aria-hidden="true" className="h-5 w-5 text-accent" />
        <h3 className="font-semibold text-fg">{t('twoFactorSettings.heading')}</h3>
        <StatusBadge tone={enabled ? 'success' : 'neutral'}>
          {enabled ? t('twoFactorSettings.statusOn') : t('twoFactorSettings.statusOff')}
        </StatusBadge>
      </div>
      <p className="mt-2 text-sm text-muted">
        {enabled ? t('twoFactorSettings.onText') : t('twoFactorSettings.offText')}
      </p>

      {step.name === 'idle' && (
        <div className="mt-4 flex flex-wrap gap-2">
          {enabled ? (
            <>
              <Button variant="secondary" onClick={() => setStep({ name: 'confirm', action: 'codes' })}>
                {t('twoFactorSettings.newBackupCodes')}
              </Button>
              <Button variant="danger" onClick={() => setStep({ name: 'confirm', action: 'disable' })}>
                {t('twoFactorSettings.disable')}
              </Button>
            </>
          ) : (
            <Button onClick={() => setStep({ name: 'confirm', action: 'enable' })}>
              {t('twoFactorSettings.enable')}
            </Button>
          )}
        </div>
      )}
      {step.name === 'confirm' && (
        <PasswordConfirm
          submitLabel={
            step.action === 'disable' ? t('twoFactorSettings.disable') : t('twoFactorSettings.continue')
          }
          onConfirm={(password) => settled(confirm.mutateAsync({ action: step.action, password }))}
          onCancel={idle}
        />
      )}
      {step.name === 'setup' && (
        <TwoFactorSetup
          totpUri={step.totpUri}
          onVerify={(code) => settled(verify.mutateAsync({ code, backupCodes: step.backupCodes }))}
          onCancel={idle}
        />
      )}
      {step.name === 'codes' && <BackupCodes codes={step.backupCodes} onDone={idle} />}
    </div>
  );
}
