import { useInfiniteQuery } from '@tanstack/react-query';
import { AdminOnly } from '../app/auth/admin-only';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { AdminShell } from '../features/admin/admin-shell';
import { auditQuery } from '../features/admin/api';
import { AuditFilters } from '../features/admin/audit-filters';
import { AuditTable } from '../features/admin/audit-table';
import { LoadError } from '../features/admin/load-error';
import { useAuditFilters } from '../features/admin/use-audit-filters';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

/** /admin/audit: admin actions, auth events and money events, filterable, 50 at a time. */
function AdminAuditPage() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('audit.title'), t('audit.description'));
  const [filters, setFilters] = useAuditFilters();
  const log = useInfiniteQuery(auditQuery(filters));
  const events = log.data?.pages.flatMap((page) => page.events) ?? [];

  return (
    <AdminShell title={t('audit.title')} description={t('audit.description')}>
      <AuditFilters filters={filters} onChange={setFilters} />
      <div className="mt-6">
        {log.isPending ? (
          <Spinner label={t('common:loading')} className="py-16" />
        ) : log.isError ? (
          <LoadError message={log.error.message} onRetry={() => void log.refetch()} />
        ) : events.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border-strong py-12 text-center text-muted">
            {t('audit.empty')}
          </p>
        ) : (
          <>
            <AuditTable events={events} />
            {log.hasNextPage ? (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="secondary"
                  disabled={log.isFetchingNextPage}
                  onClick={() => void log.fetchNextPage()}
                >
                  {t('audit.loadMore')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </AdminShell>
  );
}

/** Admins only: everyone else is sent to / (spec section 6), before any admin data is asked for. */
export default function AdminAuditPageRoute() {
  return (
    <AdminOnly>
      <AdminAuditPage />
    </AdminOnly>
  );
}
