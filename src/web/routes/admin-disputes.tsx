import { useQuery } from '@tanstack/react-query';
import { AdminOnly } from '../app/auth/admin-only';
import { Spinner } from '../components/ui/spinner';
import { AdminShell } from '../features/admin/admin-shell';
import { disputesQuery } from '../features/admin/api';
import { DisputeCard } from '../features/admin/dispute-card';
import { LoadError } from '../features/admin/load-error';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

/** /admin/disputes: damage claims the renter disputed, oldest first; a decision settles the deposit. */
function AdminDisputesPage() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('disputes.title'), t('disputes.description'));
  const disputes = useQuery(disputesQuery);
  return (
    <AdminShell title={t('disputes.title')} description={t('disputes.description')}>
      {disputes.isPending ? (
        <Spinner label={t('common:loading')} className="py-16" />
      ) : disputes.isError ? (
        <LoadError message={disputes.error.message} onRetry={() => void disputes.refetch()} />
      ) : disputes.data.disputes.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border-strong py-12 text-center text-muted">
          {t('disputes.empty')}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          {disputes.data.disputes.map((dispute) => (
            <DisputeCard key={dispute.rentalId} dispute={dispute} />
          ))}
        </div>
      )}
    </AdminShell>
  );
}

/** Admins only: everyone else is sent to /, before any admin data is asked for. */
export default function AdminDisputesPageRoute() {
  return (
    <AdminOnly>
      <AdminDisputesPage />
    </AdminOnly>
  );
}
