import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { RequireUser } from '../app/require-user';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { TwoFactorSettings } from '../features/auth/two-factor-settings';
import { FaqList } from '../features/help/faq-list';
import { openChatHelper } from '../features/help/open-chat';
import { OwnerPayouts } from '../features/payouts/owner-payouts';
import { PayoutAccountCard } from '../features/payouts/payout-account-card';
import { profileQuery, saveProfile } from '../features/profiles/api';
import { BillingHistory } from '../features/rentals/billing-history';
import { AccountTab } from '../features/user-settings/account-tab';
import { settingsQuery, useUpdateSettings } from '../features/user-settings/api';
import { AppearanceTab } from '../features/user-settings/appearance-tab';
import { BillingTab } from '../features/user-settings/billing-tab';
import { HelpTab } from '../features/user-settings/help-tab';
import { NotificationsTab } from '../features/user-settings/notifications-tab';
import { PrivacyTab } from '../features/user-settings/privacy-tab';
import { RegionTab } from '../features/user-settings/region-tab';
import { parseSettingsTab, SettingsTabs } from '../features/user-settings/settings-tabs';
import { useSupportEmail } from '../lib/site';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

function SettingsContent() {
  const { t } = useTranslation('settings');
  usePageTitle(t('title'));
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab = parseSettingsTab(params.get('tab'));
  const settings = useQuery(settingsQuery);
  const profile = useQuery(profileQuery);
  const supportEmail = useSupportEmail();
  const updateSettings = useUpdateSettings(t('saveFailed'));

  if (settings.isPending || profile.isPending)
    return <Spinner label={t('common:loading')} className="py-24" />;
  if (settings.isError || profile.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="text-fg-soft">{t('loadError')}</p>
        <Button
          className="mt-4"
          onClick={() => {
            void settings.refetch();
            void profile.refetch();
          }}
        >
          {t('retry')}
        </Button>
      </div>
    );
  }
  const update = (change: Parameters<typeof updateSettings.mutate>[0]) => updateSettings.mutate(change);
  const me = profile.data;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold text-fg">{t('title')}</h1>
      <SettingsTabs
        value={tab}
        onChange={(next) => setParams({ tab: next }, { replace: true })}
        panels={{
          account: (
            <AccountTab
              key={me.id}
              email={me.email}
              initial={{ first_name: me.first_name, last_name: me.last_name, phone: me.phone, bio: me.bio }}
              save={async (values) => {
                queryClient.setQueryData(profileQuery.queryKey, await saveProfile(values));
              }}
            />
          ),
          notifications: <NotificationsTab settings={settings.data} update={update} />,
          privacy: <PrivacyTab settings={settings.data} update={update} twoFactor={<TwoFactorSettings />} />,
          appearance: <AppearanceTab settings={settings.data} update={update} />,
          region: <RegionTab settings={settings.data} update={update} />,
          billing: (
            <BillingTab>
              <div className="flex flex-col gap-6">
                <PayoutAccountCard />
                <OwnerPayouts />
                <BillingHistory />
              </div>
            </BillingTab>
          ),
          help: <HelpTab faq={<FaqList />} supportEmail={supportEmail} onLiveChat={openChatHelper} />,
        }}
      />
    </div>
  );
}

/** /settings: every tab saved per user on the server (spec section 2, PRODUCT.md). */
export default function SettingsPage() {
  return (
    <RequireUser>
      <SettingsContent />
    </RequireUser>
  );
}
