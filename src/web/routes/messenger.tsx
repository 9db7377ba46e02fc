import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, MessageSquare, Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAuth } from '../app/auth/auth-context';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageContainer } from '../components/ui/page-container';
import { Spinner } from '../components/ui/spinner';
import { conversationsQuery } from '../features/messaging/api';
import { ConversationList, filterConversations } from '../features/messaging/conversation-list';
import { Thread } from '../features/messaging/thread';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

/** /messenger (spec: back button, 'Search conversations...', empty state) and /messenger/{id}. */
export default function MessengerPage() {
  const { conversationId } = useParams();
  return (
    <PageContainer className="max-w-3xl">
      {conversationId ? <Thread key={conversationId} id={conversationId} /> : <Conversations />}
    </PageContainer>
  );
}

function Conversations() {
  const { t } = useTranslation(['messaging', 'common']);
  usePageTitle(t('title'), t('metaDescription'));
  const navigate = useNavigate();
  const { user } = useAuth();
  const [search, setSearch] = useState('');
  const query = useQuery({ ...conversationsQuery, enabled: Boolean(user) });
  const list = query.data ?? [];
  const shown = filterConversations(list, search);

  let body: ReactNode;
  if (user && query.isPending) body = <Spinner label={t('common:loading')} className="py-12" />;
  else if (query.isError) {
    body = (
      <EmptyState
        title={t('loadError')}
        description=""
        action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
      />
    );
  } else if (list.length === 0) {
    body = <EmptyState icon={MessageSquare} title={t('emptyTitle')} description={t('emptyText')} />;
  } else if (shown.length === 0) {
    body = <p className="py-8 text-center text-muted">{t('noMatches', { query: search.trim() })}</p>;
  } else {
    body = <ConversationList conversations={shown} />;
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="icon" aria-label={t('back')} onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        </Button>
        <h1 className="text-3xl font-bold text-fg">{t('title')}</h1>
      </div>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-500"
        />
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchLabel')}
          className="h-11 w-full rounded-md border border-border-strong bg-surface pl-9 pr-3 text-fg placeholder:text-subtle focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
        />
      </div>
      {body}
    </div>
  );
}
