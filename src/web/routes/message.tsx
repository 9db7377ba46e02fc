import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useAuth } from '../app/auth/auth-context';
import { buttonClasses } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageContainer } from '../components/ui/page-container';
import { Spinner } from '../components/ui/spinner';
import { markNotificationRead, notificationKeys, notificationQuery } from '../features/notifications/api';
import { NotificationIcon } from '../features/notifications/notification-icon';
import { useNotificationText } from '../features/notifications/use-notification-text';
import { formatDate, formatTime } from '../lib/format';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

/** What a notification's link is about, for its button label. */
function linkLabel(link: string): string {
  if (link.startsWith('/rentals')) return 'detail.openRental';
  if (link.startsWith('/messenger')) return 'detail.openConversation';
  if (link.startsWith('/items')) return 'detail.openItem';
  if (link.startsWith('/reviews')) return 'detail.openReviews';
  if (link.startsWith('/wishlist')) return 'detail.openWishlist';
  return 'detail.open';
}

/**
 * /message/{id}: one notification in full, with a link to what it is about. Opening it marks it
 * read. Anything missing or someone else's is 'Message Not Found' with the way back.
 */
export default function MessagePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['notifications', 'common']);
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery({ ...notificationQuery(id), enabled: Boolean(user) && Boolean(id) });
  const notification = query.data;
  const text = useNotificationText(notification);
  usePageTitle(text?.title ?? t('detail.notFound'));
  const unread = notification?.unread;

  useEffect(() => {
    if (!unread) return;
    void markNotificationRead(id).then(
      () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      () => {},
    );
  }, [id, unread, queryClient]);

  const back = (
    <Link to="/notifications" className={buttonClasses({ variant: 'secondary' })}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t('detail.back')}
    </Link>
  );

  if (user && query.isPending) {
    return (
      <PageContainer className="max-w-2xl">
        <Spinner label={t('common:loading')} className="py-12" />
      </PageContainer>
    );
  }
  if (!notification || !text) {
    return (
      <PageContainer className="max-w-2xl">
        <h1 className="sr-only">{t('detail.notFound')}</h1>
        <EmptyState title={t('detail.notFound')} description={t('detail.notFoundText')} action={back} />
      </PageContainer>
    );
  }
  const when = new Date(notification.time);
  return (
    <PageContainer className="max-w-2xl">
      <article className="flex flex-col gap-4 rounded-2xl border border-border p-6">
        <div className="flex items-center gap-3">
          <NotificationIcon type={notification.type} />
          <div>
            <p className="text-sm text-subtle">{t(`types.${notification.type}`)}</p>
            <h1 className="text-2xl font-bold text-fg">{text.title}</h1>
          </div>
        </div>
        <p className="whitespace-pre-line text-fg-soft">{text.message}</p>
        <p className="text-sm text-subtle">
          {t('detail.received', { time: `${formatDate(when)} ${formatTime(when)}` })}
        </p>
        <div className="flex flex-wrap gap-2">
          {notification.link && (
            <Link to={notification.link} className={buttonClasses()}>
              {t(linkLabel(notification.link))}
            </Link>
          )}
          {back}
        </div>
      </article>
    </PageContainer>
  );
}
