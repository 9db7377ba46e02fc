import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MESSAGE_MAX_LENGTH, messageBodySchema } from '../../../shared/schemas/messaging';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PersonAvatar } from '../../components/ui/person-avatar';
import { ProfileLink } from '../../components/ui/profile-link';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { formatMoment } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { usePageTitle } from '../../lib/use-page-title';
import { conversationKeys, conversationQuery, markConversationRead, sendMessage } from './api';

/** One conversation: messages as plain text, live updates, read receipts and the reply box. */
export function Thread({ id }: { id: string }) {
  const { t } = useTranslation(['messaging', 'common']);
  const queryClient = useQueryClient();
  const query = useQuery(conversationQuery(id));
  const data = query.data;
  const name = data?.conversation.other.name || t('someone');
  usePageTitle(data ? t('thread.heading', { name }) : t('title'));

  const lastId = data?.messages.at(-1)?.id;
  const endRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!lastId) return;
    endRef.current?.scrollIntoView({ block: 'end' });
    // Reading the thread marks the other person's messages read (their receipt updates live).
    void markConversationRead(id).then(
      (result) => {
        if (result.read > 0) void queryClient.invalidateQueries({ queryKey: conversationKeys.list });
      },
      () => {},
    );
  }, [id, lastId, queryClient]);

  if (query.isPending) return <Spinner label={t('common:loading')} className="mt-10" />;
  if (query.isError || !data) {
    const missing = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    return (
      <EmptyState
        className="mt-6"
        title={missing ? t('notFound') : t('loadError')}
        description={missing ? t('notFoundText') : ''}
        action={
          <Link to="/messenger" className={buttonClasses({ variant: 'secondary' })}>
            {t('backToMessages')}
          </Link>
        }
      />
    );
  }

  const { conversation, messages } = data;
  const lastMine = [...messages].reverse().find((m) => m.fromMe);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <Link
          to="/messenger"
          aria-label={t('backToMessages')}
          className={buttonClasses({ variant: 'ghost', size: 'icon' })}
        >
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        </Link>
        <PersonAvatar url={conversation.other.avatarUrl} />
        <div className="min-w-0">
          <h1 className="truncate text-xl font-bold text-fg">
            <ProfileLink userId={conversation.other.id}>{name}</ProfileLink>
          </h1>
          <p className="truncate text-sm text-muted">
            {conversation.item.id ? (
              <Link
                to={`/items/${conversation.item.id}`}
                className="text-accent underline-offset-4 hover:underline"
              >
                {conversation.item.title}
              </Link>
            ) : (
              conversation.item.title
            )}{' '}
            · {t(`thread.yourRole_${conversation.role}`)}
          </p>
        </div>
      </div>
      <section
        aria-label={t('thread.heading', { name })}
        className="min-h-64 rounded-xl border border-border p-3"
      >
        {messages.length === 0 ? (
          <p className="p-6 text-center text-muted">{t('thread.start')}</p>
        ) : (
          <ol className="flex flex-col gap-2" aria-live="polite" aria-relevant="additions">
            {messages.map((m) => (
              <li
                key={m.id}
                ref={m.id === lastId ? endRef : undefined}
                data-testid="chat-message"
                className={`flex max-w-[85%] flex-col ${m.fromMe ? 'self-end items-end' : 'self-start items-start'}`}
              >
                <p
                  className={`whitespace-pre-wrap break-words rounded-2xl px-3 py-2 ${
                    m.fromMe ? 'bg-brand-700 text-white' : 'bg-surface-sunken text-fg'
                  }`}
                >
                  {m.body}
                </p>
                <span className="mt-0.5 text-xs text-subtle">
                  {formatMoment(m.at)}
                  {m.id === lastMine?.id && (
                    <span data-testid="receipt"> · {m.readAt ? t('thread.read') : t('thread.sent')}</span>
                  )}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <ReplyBox id={id} />
    </div>
  );
}

function ReplyBox({ id }: { id: string }) {
  const { t } = useTranslation('messaging');
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: string) => sendMessage(id, body),
    onSuccess: () => {
      setText('');
      setError(null);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    },
    onError: (err) => setError(err.message),
  });
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = messageBodySchema.safeParse({ body: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (!send.isPending) send.mutate(parsed.data.body);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1">
      <label htmlFor={fieldId} className="sr-only">
        {t('thread.label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={fieldId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t('thread.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className="w-full resize-y rounded-md border border-border-strong bg-surface px-3 py-2 text-fg placeholder:text-subtle focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
        />
        <Button type="submit" disabled={send.isPending} className="shrink-0">
          <Send aria-hidden="true" className="h-4 w-4" />
          {send.isPending ? t('thread.sending') : t('thread.send')}
        </Button>
      </div>
      <div className="flex justify-between text-sm">
        <p id={`${fieldId}-error`} role="alert" className="text-danger">
          {error}
        </p>
        <p className="text-subtle">{t('thread.count', { count: text.length, max: MESSAGE_MAX_LENGTH })}</p>
      </div>
    </form>
  );
}
