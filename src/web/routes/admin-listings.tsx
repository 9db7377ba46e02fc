import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminOnly } from '../app/auth/admin-only';
import { useIsAdmin } from '../app/auth/use-role';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { reviewQueueQuery } from '../features/items/api';
import { ReviewCard } from '../features/items/review-card';
import { cn } from '../lib/cn';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

type Status = 'pending' | 'rejected';

/** /admin/listings: the moderation queue. Admins only; everyone else is sent home (spec section 6). */
export default function AdminListingsPage() {
  return (
    <AdminOnly>
      <ReviewQueue />
    </AdminOnly>
  );
}

function ReviewQueue() {
  const { t } = useTranslation(['listings', 'common']);
  usePageTitle(t('admin.title'), t('admin.description'));
  const isAdmin = useIsAdmin();
  const [status, setStatus] = useState<Status>('pending');
  const queue = useInfiniteQuery({ ...reviewQueueQuery(status), enabled: isAdmin });

  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const total = queue.data?.pages[0]?.total ?? 0;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-fg">{t('admin.title')}</h1>
      <p className="mt-1 text-muted">{t('admin.description')}</p>
      <fieldset className="mt-6 flex gap-2">
        <legend className="sr-only">{t('admin.tabs')}</legend>
        {(['pending', 'rejected'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
            className={cn(
              'rounded-full px-4 py-1.5 text-sm font-medium',
              status === value ? 'bg-brand-700 text-white' : 'bg-surface-sunken text-fg hover:bg-gray-200',
            )}
          >
            {t(`admin.${value}`)}
          </button>
        ))}
      </fieldset>
      {queue.isPending ? (
        <Spinner label={t('common:loading')} className="py-24" />
      ) : items.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-border-strong py-16 text-center text-muted">
          {t(status === 'pending' ? 'admin.emptyPending' : 'admin.emptyRejected')}
        </p>
      ) : (
        <>
          <p className="mt-4 text-sm text-muted">{t('admin.total', { count: total })}</p>
          <ul className="mt-4 flex flex-col gap-4">
            {items.map((item) => (
              <ReviewCard key={item.id} item={item} />
            ))}
          </ul>
          {queue.hasNextPage && (
            <div className="mt-6 flex justify-center">
              <Button
                variant="secondary"
                disabled={queue.isFetchingNextPage}
                onClick={() => void queue.fetchNextPage()}
              >
                {t('admin.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
