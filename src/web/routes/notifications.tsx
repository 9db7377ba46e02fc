import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../app/auth/auth-context';
import { Button } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { EmptyState } from '../components/ui/empty-state';
import { PageContainer } from '../components/ui/page-container';
import { Spinner } from '../components/ui/spinner';
import {
  deleteAllNotifications,
  deleteNotification,
  type NotificationView,
  notificationKeys,
  notificationsQuery,
} from '../features/notifications/api';
import { NotificationIcon } from '../features/notifications/notification-icon';
import { useNotificationText } from '../features/notifications/use-notification-text';
import { formatMoment } from '../lib/format';
import { useTranslation } from '../lib/texts';
import { toast } from '../lib/toast';
import { usePageTitle } from '../lib/use-page-title';

/** /notifications (spec section 2): cards opening /message/{id}, delete one, 'Delete All'. */
export default function NotificationsPage() {
  const { t } = useTranslation(['notifications', 'common']);
  usePageTitle(t('title'), t('metaDescription'));
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery({ ...notificationsQuery, enabled: Boolean(user) });
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const removeAll = useMutation({
    mutationFn: deleteAllNotifications,
    onSuccess: () => {
      toast({ title: t('allDeleted'), variant: 'success' });
      void refresh();
    },
    meta: { errorToast: 'message' },
  });
  const list = query.data?.notifications ?? [];

  return (
    <PageContainer className="max-w-3xl">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-fg">{t('title')}</h1>
        {list.length > 0 && (
          <Button variant="secondary" onClick={() => setConfirming(true)} disabled={removeAll.isPending}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('deleteAll')}
          </Button>
        )}
      </div>
      <div className="mt-6">
        {user && query.isPending ? (
          <Spinner label={t('common:loading')} className="py-12" />
        ) : query.isError ? (
          <EmptyState
            title={t('loadError')}
            description=""
            action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
          />
        ) : list.length === 0 ? (
          <EmptyState icon={Bell} title={t('empty')} description={t('emptyText')} />
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {list.map((n) => (
                <NotificationCard key={n.id} notification={n} onDeleted={refresh} />
              ))}
            </ul>
            <p className="mt-6 text-center text-sm text-subtle">{t('caughtUp')}</p>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirmTitle')}
        description={t('confirmText')}
        confirmLabel={t('deleteAll')}
        cancelLabel={t('cancel')}
        onConfirm={() => removeAll.mutate()}
      />
    </PageContainer>
  );
}

function NotificationCard({
  notification: n,
  onDeleted,
}: {
  notification: NotificationView;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('notifications');
  const text = useNotificationText(n);
  const remove = useMutation({
    mutationFn: () => deleteNotification(n.id),
    onSuccess: () => {
      toast({ title: t('deleted'), variant: 'success' });
      onDeleted();
    },
    meta: { errorToast: 'message' },
  });
  return (
    <li
      data-testid="notification"
      className={`relative flex items-start gap-3 rounded-xl border p-4 ${
        n.unread
          ? 'border-brand-700/40 bg-brand-50 dark:border-brand-100/30 dark:bg-brand-900/30'
          : 'border-border bg-surface'
      }`}
    >
      <NotificationIcon type={n.type} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-subtle">
          <span>{t(`types.${n.type}`)}</span>
          <span>{formatMoment(n.time)}</span>
          {n.unread && <span className="font-semibold text-accent">{t('unread')}</span>}
        </p>
        <h2 className="font-semibold text-fg">
          {/* The whole card opens the detail page; the link's area covers it. */}
          <Link to={`/message/${n.id}`} className="after:absolute after:inset-0 after:content-['']">
            {text.title}
          </Link>
        </h2>
        <p className="mt-1 line-clamp-2 text-sm text-muted">{text.message}</p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="relative z-10 shrink-0"
        aria-label={t('delete', { title: text.title })}
        disabled={remove.isPending}
        onClick={() => remove.mutate()}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </Button>
    </li>
  );
}
