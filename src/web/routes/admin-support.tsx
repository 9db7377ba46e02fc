import { AdminOnly } from '../app/auth/admin-only';
import { AdminShell } from '../features/admin/admin-shell';
import { SupportInbox } from '../features/admin/support-inbox';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

/** /admin/support: members' messages to the support team, and the admins' answers. */
function AdminSupportPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('support.title'), t('support.description'));
  return (
    <AdminShell title={t('support.title')} description={t('support.description')}>
      <SupportInbox />
    </AdminShell>
  );
}

/** Admins only: everyone else is sent to /, before any admin data is asked for. */
export default function AdminSupportPageRoute() {
  return (
    <AdminOnly>
      <AdminSupportPage />
    </AdminOnly>
  );
}
