import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminOnly } from '../app/auth/admin-only';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { AdminShell } from '../features/admin/admin-shell';
import { adminActionDone, adminActionFailed } from '../features/admin/admin-toast';
import { type AdminJob, adminKeys, jobsQuery, retryJob } from '../features/admin/api';
import { LoadError } from '../features/admin/load-error';
import { formatDate, formatTime } from '../lib/format';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

const COLUMNS = ['kind', 'state', 'recipient', 'attempts', 'error', 'next', 'action'] as const;

/** How many jobs of each kind wait, so a backlog of one kind stands out. */
function countsByKind(jobs: AdminJob[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const job of jobs) counts.set(job.kind, (counts.get(job.kind) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b));
}

function JobRow({ job }: { job: AdminJob }) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryJob(job.kind, job.id),
    onSuccess: () => {
      adminActionDone(t);
      void client.invalidateQueries({ queryKey: adminKeys.jobs });
    },
    meta: { errorToast: adminActionFailed(t) },
  });
  const next = new Date(job.nextAttemptAt);
  return (
    <tr className="border-t border-border align-top">
      <td className="px-3 py-2 font-mono text-xs">{job.kind}</td>
      <td className="px-3 py-2">
        {t(`jobs.states.${job.state as 'created' | 'retry' | 'active' | 'failed'}`)}
      </td>
      <td className="px-3 py-2 break-all">{job.recipient}</td>
      <td className="px-3 py-2">{job.attempts}</td>
      <td className="px-3 py-2 break-words text-muted">{job.lastError}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        {job.state === 'failed' ? null : `${formatDate(next)} ${formatTime(next)}`}
      </td>
      <td className="px-3 py-2">
        {job.state === 'failed' || job.state === 'retry' ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={retry.isPending}
            aria-label={t('jobs.retryLabel', { kind: job.kind, recipient: job.recipient ?? '' })}
            onClick={() => retry.mutate()}
          >
            {t('jobs.retry')}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

/** /admin/jobs: queued, retrying and dead background jobs by kind, with their error and a Retry. */
function AdminJobsPage() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('jobs.title'), t('jobs.description'));
  const jobs = useQuery(jobsQuery);
  const list = jobs.data?.jobs ?? [];
  return (
    <AdminShell title={t('jobs.title')} description={t('jobs.description')}>
      {jobs.isPending ? (
        <Spinner label={t('common:loading')} className="py-16" />
      ) : jobs.isError ? (
        <LoadError message={jobs.error.message} onRetry={() => void jobs.refetch()} />
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border-strong py-12 text-center text-muted">
          {t('jobs.empty')}
        </p>
      ) : (
        <>
          <ul className="mb-4 flex flex-wrap gap-2 text-sm">
            {countsByKind(list).map(([kind, count]) => (
              <li key={kind} className="rounded-full border border-border px-3 py-1">
                {t('jobs.count', { kind, count })}
              </li>
            ))}
          </ul>
          <section
            aria-label={t('jobs.tableLabel')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
            tabIndex={0}
            className="overflow-x-auto rounded-lg border border-border"
          >
            <table className="w-full min-w-[56rem] text-left text-sm">
              <thead className="bg-surface-muted text-xs uppercase tracking-wide text-muted">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-semibold">
                      {t(`jobs.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.map((job) => (
                  <JobRow key={job.id} job={job} />
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </AdminShell>
  );
}

/** Admins only: everyone else is sent to / (spec section 6), before any admin data is asked for. */
export default function AdminJobsPageRoute() {
  return (
    <AdminOnly>
      <AdminJobsPage />
    </AdminOnly>
  );
}
