import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserSettings, UserSettingsUpdate } from '../../../shared/schemas/user-settings';
import { ChangePasswordForm } from './change-password-form';
import { SettingsSection } from './section';
import { ToggleRow } from './toggle-row';

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
          <ToggleRow
            label={t('privacy.publicProfile')}
            hint={t('privacy.publicProfileHint')}
            checked={settings.public_profile}
            onChange={(public_profile) => update({ public_profile })}
          />
          <ToggleRow
            label={t('privacy.locationSharing')}
            hint={t('privacy.locationSharingHint')}
            checked={settings.location_sharing}
            onChange={(location_sharing) => update({ location_sharing })}
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
