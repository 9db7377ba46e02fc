import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { AdminOnly } from '../app/auth/admin-only';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { AdminShell } from '../features/admin/admin-shell';
import { AnalyticsView } from '../features/admin/analytics-view';
import { analyticsQuery } from '../features/admin/api';
import { LoadError } from '../features/admin/load-error';
import { formatDate, formatTime } from '../lib/format';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

/** /admin/analytics: the get-analytics figures (spec sections 3 and 7) as cards and charts. */
function AdminAnalyticsPage() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('analytics.title'), t('analytics.description'));
  // Spec section 8: 'Error' / 'Failed to load analytics data', as a toast and inline.
  const report = useQuery({
    ...analyticsQuery,
    meta: {
      errorToast: { title: t('analytics.loadErrorTitle'), description: t('analytics.loadErrorDescription') },
    },
  });

  return (
    <AdminShell
      title={t('analytics.title')}
      description={t('analytics.description')}
      actions={
        <Button
          variant="secondary"
          size="sm"
          disabled={report.isFetching}
          onClick={() => void report.refetch()}
        >
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          {t('analytics.refresh')}
        </Button>
      }
    >
      {report.isPending && !report.isError ? (
        <Spinner label={t('common:loading')} className="py-16" />
      ) : report.isError ? (
        <LoadError
          title={t('analytics.loadErrorTitle')}
          message={t('analytics.loadErrorDescription')}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <>
          <p className="mb-4 text-sm text-muted">
            {t('analytics.updated', {
              time: `${formatDate(report.data.generatedAt)} ${formatTime(report.data.generatedAt)}`,
            })}
          </p>
          <AnalyticsView report={report.data} />
        </>
      )}
    </AdminShell>
  );
}

/** Admins only: everyone else is sent to / (spec section 6), before any admin data is asked for. */
export default function AdminAnalyticsPageRoute() {
  return (
    <AdminOnly>
      <AdminAnalyticsPage />
    </AdminOnly>
  );
}
