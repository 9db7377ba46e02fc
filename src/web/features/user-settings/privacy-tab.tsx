import type { ReactNode } from 'react';
import type { UserSettings, UserSettingsUpdate } from '../../../shared/schemas/user-settings';
import { SwitchRow } from '../../components/ui/switch-row';
import { useTranslation } from '../../lib/texts';
import { ChangePasswordForm } from './change-password-form';
import { SettingsSection } from './section';

interface PrivacyTabProps {
  settings: UserSettings;
  update: (change: UserSettingsUpdate) => void;
  /** Two-factor sign-in settings, from the auth feature (composed by the page). */
  twoFactor: ReactNode;
}

export function PrivacyTab({ settings, update, twoFactor }: PrivacyTabProps) {
  const { t } = useTranslation('settings');
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection title={t('privacy.heading')}>
        <div className="divide-y divide-border">
          <SwitchRow
            label={t('privacy.publicProfile')}
            hint={t('privacy.publicProfileHint')}
            checked={settings.public_profile}
            onCheckedChange={(public_profile) => update({ public_profile })}
          />
          <SwitchRow
            label={t('privacy.locationSharing')}
            hint={t('privacy.locationSharingHint')}
            checked={settings.location_sharing}
            onCheckedChange={(location_sharing) => update({ location_sharing })}
          />
        </div>
      </SettingsSection>
      <SettingsSection title={t('privacy.securityHeading')}>
        {twoFactor}
        <h3 className="mt-6 mb-3 font-semibold text-fg">{t('privacy.passwordHeading')}</h3>
        <ChangePasswordForm />
      </SettingsSection>
    </div>
  );
}
