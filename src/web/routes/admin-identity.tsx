import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AdminOnly } from '../app/auth/admin-only';
import { Spinner } from '../components/ui/spinner';
import { AdminShell } from '../features/admin/admin-shell';
import { type IdentityQueueStatus, identityQueueQuery } from '../features/admin/api';
import { IdentityQueue } from '../features/admin/identity-queue';
import { LoadError } from '../features/admin/load-error';
import { Pagination } from '../features/admin/pagination';
import { cn } from '../lib/cn';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

const STATUSES: IdentityQueueStatus[] = ['pending', 'approved', 'rejected'];

/** /admin/identity: owners' ID checks, waiting ones first (requireIdVerification). */
function AdminIdentityPage() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('identity.title'), t('identity.description'));
  const [params, setParams] = useSearchParams();
  const status = (STATUSES as string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as IdentityQueueStatus)
    : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useQuery(identityQueueQuery({ status, page }));
  const go = (next: { status?: IdentityQueueStatus; page?: number }) =>
    setParams({
      status: next.status ?? status,
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
    });

  return (
    <AdminShell title={t('identity.title')} description={t('identity.description')}>
      <fieldset className="mb-6 flex flex-wrap gap-2">
        <legend className="sr-only">{t('identity.tabs')}</legend>
        {STATUSES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            onClick={() => go({ status: value })}
            className={cn(
              'rounded-full px-4 py-1.5 text-sm font-medium',
              status === value ? 'bg-brand-700 text-white' : 'bg-surface-sunken text-fg hover:bg-gray-200',
            )}
          >
            {t(`identity.statuses.${value}`)}
          </button>
        ))}
      </fieldset>
      {queue.isPending ? (
        <Spinner label={t('common:loading')} className="py-16" />
      ) : queue.isError ? (
        <LoadError message={queue.error.message} onRetry={() => void queue.refetch()} />
      ) : queue.data.entries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border-strong py-12 text-center text-muted">
          {t(`identity.empty.${status}`)}
        </p>
      ) : (
        <>
          <IdentityQueue entries={queue.data.entries} />
          <Pagination
            page={queue.data.page}
            pageCount={queue.data.pageCount}
            onPage={(next) => go({ page: next })}
          />
        </>
      )}
    </AdminShell>
  );
}

/** Admins only: everyone else is sent to / (spec section 6), before any admin data is asked for. */
export default function AdminIdentityPageRoute() {
  return (
    <AdminOnly>
      <AdminIdentityPage />
    </AdminOnly>
  );
}
