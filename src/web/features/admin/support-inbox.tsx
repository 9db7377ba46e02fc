import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { SupportThread, ThreadReplyForm } from '../../components/ui/support-thread';
import { formatDate, useFormatPreferences } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { answerMember, type SupportThreadEntry, supportInboxQuery, supportThreadQuery } from './api';
import { LoadError } from './load-error';

/** The admins' support inbox: members' threads on one side, the chosen thread and an answer box. */
export function SupportInbox() {
  const { t } = useTranslation(['admin', 'common']);
  const prefs = useFormatPreferences();
  const inbox = useQuery(supportInboxQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  if (inbox.isPending) return <Spinner label={t('common:loading')} className="py-16" />;
  if (inbox.isError) return <LoadError message={inbox.error.message} onRetry={() => void inbox.refetch()} />;
  const threads = inbox.data.threads;
  if (threads.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-border-strong py-12 text-center text-muted">
        {t('support.empty')}
      </p>
    );
  const open = threads.find((thread) => thread.memberId === chosen) ?? threads[0]!;
  return (
    <div className="grid gap-6 md:grid-cols-[18rem_1fr]">
      <ul aria-label={t('support.threads')} className="flex flex-col gap-2">
        {threads.map((thread) => (
          <li key={thread.memberId}>
            <button
              type="button"
              aria-current={thread.memberId === open.memberId ? 'true' : undefined}
              onClick={() => setChosen(thread.memberId)}
              className="w-full rounded-lg border border-border px-3 py-2 text-left hover:bg-surface-sunken aria-[current=true]:border-brand-700 aria-[current=true]:bg-accent-soft"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="truncate font-semibold text-fg">{thread.name}</span>
                {thread.awaitingReply && (
                  <span className="shrink-0 rounded-full bg-red-700 px-2 text-xs font-semibold leading-5 text-white">
                    {t('support.awaiting')}
                  </span>
                )}
              </span>
              <span className="block truncate text-sm text-muted">{thread.lastMessage.body}</span>
              <span className="block text-xs text-muted">{formatDate(thread.lastMessage.at, prefs)}</span>
            </button>
          </li>
        ))}
      </ul>
      <OpenThread thread={open} />
    </div>
  );
}

function OpenThread({ thread }: { thread: SupportThreadEntry }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const messages = useQuery(supportThreadQuery(thread.memberId));
  return (
    <section
      aria-label={t('support.threadWith', { name: thread.name })}
      className="rounded-xl border border-border p-4"
    >
      <h2 className="font-semibold text-fg">{thread.name}</h2>
      <p className="mb-4 text-sm text-muted">{thread.email}</p>
      {messages.data && (
        <SupportThread
          messages={messages.data.messages}
          label={t('support.messages')}
          authorOf={(message) => (message.fromSupport ? t('support.team') : thread.name)}
        />
      )}
      <ThreadReplyForm
        label={t('support.answerLabel')}
        sendLabel={t('support.send')}
        onSend={async (body) => {
          await answerMember(thread.memberId, body);
          await queryClient.invalidateQueries({ queryKey: ['admin', 'support'] });
        }}
      />
    </section>
  );
}
