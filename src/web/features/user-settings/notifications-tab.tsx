import type { UserSettings, UserSettingsUpdate } from '../../../shared/schemas/user-settings';
import { SwitchRow } from '../../components/ui/switch-row';
import { useTranslation } from '../../lib/texts';
import { SettingsSection } from './section';

interface TabProps {
  settings: UserSettings;
  update: (change: UserSettingsUpdate) => void;
}

export function NotificationsTab({ settings, update }: TabProps) {
  const { t } = useTranslation('settings');
  const rows = [
    { key: 'email_notifications', label: 'email', hint: 'emailHint' },
    { key: 'push_notifications', label: 'push', hint: 'pushHint' },
    { key: 'rental_updates', label: 'rentalUpdates', hint: 'rentalUpdatesHint' },
    { key: 'marketing_emails', label: 'marketing', hint: 'marketingHint' },
  ] as const;
  return (
    <SettingsSection title={t('notifications.heading')}>
      <div className="divide-y divide-border">
        {rows.map((row) => (
          <SwitchRow
            key={row.key}
            label={t(`notifications.${row.label}`)}
            hint={t(`notifications.${row.hint}`)}
            checked={settings[row.key]}
            onCheckedChange={(checked) => update({ [row.key]: checked })}
          />
        ))}
      </div>
    </SettingsSection>
  );
}
