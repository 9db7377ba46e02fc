import { Bell, CreditCard, Globe, HelpCircle, Palette, Shield, User } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/texts';
import { SelectField } from './select-field';

export const SETTINGS_TABS = [
  'account',
  'notifications',
  'privacy',
  'appearance',
  'region',
  'billing',
  'help',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const ICONS: Record<SettingsTab, typeof User> = {
  account: User,
  notifications: Bell,
  privacy: Shield,
  appearance: Palette,
  region: Globe,
  billing: CreditCard,
  help: HelpCircle,
};

export function parseSettingsTab(value: string | null): SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value ?? '') ? (value as SettingsTab) : 'account';
}

interface SettingsTabsProps {
  value: SettingsTab;
  onChange: (tab: SettingsTab) => void;
  panels: Record<SettingsTab, ReactNode>;
}

/** Sidebar tabs on wider screens; on phones a section picker above the panel. */
export function SettingsTabs({ value, onChange, panels }: SettingsTabsProps) {
  const { t } = useTranslation('settings');
  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => onChange(parseSettingsTab(next))}
      orientation="vertical"
      className="flex flex-col gap-6 md:flex-row"
    >
      <div className="md:hidden">
        <SelectField
          label={t('section')}
          value={value}
          options={SETTINGS_TABS.map((tab) => ({ value: tab, label: t(`tabs.${tab}`) }))}
          onChange={onChange}
        />
      </div>
      <Tabs.List aria-label={t('title')} className="hidden shrink-0 flex-col gap-1 md:flex md:w-56">
        {SETTINGS_TABS.map((tab) => {
          const Icon = ICONS[tab];
          return (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="flex items-center gap-2 rounded-md px-3 py-2 text-left text-fg-soft hover:bg-surface-sunken data-[state=active]:bg-accent-soft data-[state=active]:font-semibold data-[state=active]:text-accent"
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
              {t(`tabs.${tab}`)}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      <div className="min-w-0 flex-1">
        {SETTINGS_TABS.map((tab) => (
          <Tabs.Content key={tab} value={tab} className="focus-visible:outline-2">
            {panels[tab]}
          </Tabs.Content>
        ))}
      </div>
    </Tabs.Root>
  );
}
