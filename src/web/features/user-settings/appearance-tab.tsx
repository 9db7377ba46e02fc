import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { THEMES } from '../../../shared/constants';
import {
  FONT_SIZES,
  type UserSettings,
  type UserSettingsUpdate,
} from '../../../shared/schemas/user-settings';
import { SwitchRow } from '../../components/ui/switch-row';
import { useTranslation } from '../../lib/texts';
import { SettingsSection } from './section';

interface TabProps {
  settings: UserSettings;
  update: (change: UserSettingsUpdate) => void;
}

function Choice<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2 py-3">
      <span id={id} className="font-medium text-fg">
        {label}
      </span>
      <RadioGroup.Root
        aria-labelledby={id}
        value={value}
        onValueChange={(next) => onChange(next as Value)}
        className="grid grid-cols-3 gap-2"
      >
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-border-strong px-3 py-2 text-fg has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-accent-soft"
          >
            <RadioGroup.Item
              id={`${id}-${option.value}`}
              value={option.value}
              className="flex h-4 w-4 items-center justify-center rounded-full border border-subtle"
            >
              <RadioGroup.Indicator className="h-2 w-2 rounded-full bg-accent" />
            </RadioGroup.Item>
            {option.label}
          </label>
        ))}
      </RadioGroup.Root>
    </div>
  );
}

/** Theme, font size and animations: saved, and applied to the whole app at once (user-preferences). */
export function AppearanceTab({ settings, update }: TabProps) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('appearance.heading')}>
      <Choice
        label={t('appearance.theme')}
        value={settings.theme}
        options={THEMES.map((theme) => ({ value: theme, label: t(`appearance.themes.${theme}`) }))}
        onChange={(theme) => update({ theme })}
      />
      <Choice
        label={t('appearance.fontSize')}
        value={settings.font_size}
        options={FONT_SIZES.map((size) => ({ value: size, label: t(`appearance.fontSizes.${size}`) }))}
        onChange={(font_size) => update({ font_size })}
      />
      <SwitchRow
        label={t('appearance.animations')}
        hint={t('appearance.animationsHint')}
        checked={settings.animations}
        onCheckedChange={(animations) => update({ animations })}
      />
    </SettingsSection>
  );
}
