import { useQuery } from '@tanstack/react-query';
import { AdminOnly } from '../app/auth/admin-only';
import { Spinner } from '../components/ui/spinner';
import { AdminShell } from '../features/admin/admin-shell';
import { adminSettingsQuery } from '../features/admin/api';
import { LoadError } from '../features/admin/load-error';
import { SettingsForm } from '../features/admin/settings-form';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

/** /admin/settings: the system settings (spec section 3) with the product's defaults. */
function AdminSettingsPage() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('settings.title'), t('settings.description'));
  const settings = useQuery(adminSettingsQuery);
  return (
    <AdminShell title={t('settings.title')} description={t('settings.description')}>
      {settings.isPending ? (
        <Spinner label={t('common:loading')} className="py-16" />
      ) : settings.isError ? (
        <LoadError message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </AdminShell>
  );
}

/** Admins only: everyone else is sent to / (spec section 6), before any admin data is asked for. */
export default function AdminSettingsPageRoute() {
  return (
    <AdminOnly>
      <AdminSettingsPage />
    </AdminOnly>
  );
}
