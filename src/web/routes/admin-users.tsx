import { useQuery } from '@tanstack/react-query';
import { AdminOnly } from '../app/auth/admin-only';
import { Spinner } from '../components/ui/spinner';
import { AdminShell } from '../features/admin/admin-shell';
import { usersQuery } from '../features/admin/api';
import { LoadError } from '../features/admin/load-error';
import { Pagination } from '../features/admin/pagination';
import { useUserFilters } from '../features/admin/use-user-filters';
import { UsersFilters } from '../features/admin/users-filters';
import { UsersTable } from '../features/admin/users-table';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

/** /admin/users: everyone with an account, searchable, 20 a page. */
function AdminUsersPage() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('users.title'), t('users.description'));
  const [filters, setFilters] = useUserFilters();
  const users = useQuery(usersQuery(filters));

  return (
    <AdminShell title={t('users.title')} description={t('users.description')}>
      <UsersFilters filters={filters} onChange={setFilters} />
      <div className="mt-6">
        {users.isPending ? (
          <Spinner label={t('common:loading')} className="py-16" />
        ) : users.isError ? (
          <LoadError message={users.error.message} onRetry={() => void users.refetch()} />
        ) : (
          <>
            <p className="mb-3 text-sm text-muted" aria-live="polite">
              {t('users.total', { count: users.data.total })}
            </p>
            {users.data.users.length === 0 ? (
              <p className="rounded-lg border border-dashed border-border-strong py-12 text-center text-muted">
                {t('users.empty')}
              </p>
            ) : (
              <UsersTable users={users.data.users} />
            )}
            <Pagination
              page={users.data.page}
              pageCount={users.data.pageCount}
              onPage={(page) => setFilters({ ...filters, page })}
            />
          </>
        )}
      </div>
    </AdminShell>
  );
}

/** Admins only: everyone else is sent to / (spec section 6), before any admin data is asked for. */
export default function AdminUsersPageRoute() {
  return (
    <AdminOnly>
      <AdminUsersPage />
    </AdminOnly>
  );
}
