import { LANGUAGE_CODES, LANGUAGE_NAMES } from '../../../shared/languages';
import {
  CURRENCIES,
  TIMEZONES,
  type UserSettings,
  type UserSettingsUpdate,
} from '../../../shared/schemas/user-settings';
import { formatTime } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { SettingsSection } from './section';
import { SelectField } from './select-field';

interface TabProps {
  settings: UserSettings;
  update: (change: UserSettingsUpdate) => void;
}

/** Language switches the interface (English where a translation is missing); timezone formats times. */
export function RegionTab({ settings, update }: TabProps) {
  const { t } = useTranslation('settings');
  const example = formatTime(Date.now(), {
    language: settings.language,
    timezone: settings.timezone,
    currency: settings.currency,
  });
  return (
    <SettingsSection title={t('region.heading')}>
      <div className="flex flex-col gap-4">
        <SelectField
          label={t('region.language')}
          value={settings.language}
          options={LANGUAGE_CODES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
          onChange={(language) => update({ language })}
        />
        <SelectField
          label={t('region.timezone')}
          value={settings.timezone}
          hint={t('region.timezoneExample', { time: example })}
          options={TIMEZONES.map((zone) => ({ value: zone, label: t(`region.timezones.${zone}`) }))}
          onChange={(timezone) => update({ timezone })}
        />
        <SelectField
          label={t('region.currency')}
          value={settings.currency}
          hint={t('region.currencyHint')}
          options={CURRENCIES.map((code) => ({ value: code, label: t(`region.currencies.${code}`) }))}
          onChange={(currency) => update({ currency })}
        />
      </div>
    </SettingsSection>
  );
}
