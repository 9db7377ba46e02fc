import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAuth } from '../../app/auth/auth-context';
import { buttonClasses } from '../../components/ui/button';
import { SupportThread, ThreadReplyForm } from '../../components/ui/support-thread';
import { api, unwrap } from '../../lib/api-client';
import { useTranslation } from '../../lib/texts';

const supportThreadQuery = queryOptions({
  queryKey: ['support', 'thread'] as const,
  queryFn: () => unwrap(api.support.$get()),
});

/**
 * 'Write to our support team': what the chat helper sends people to when it cannot answer. A
 * member's messages go to the admins' support inbox; a person's answers appear here (and in the
 * notifications). Guests are asked to sign in, or to email.
 */
export function SupportMessages() {
  const { t } = useTranslation('support');
  const { user } = useAuth();
  if (!user)
    return (
      <div className="max-w-2xl rounded-xl border border-border p-5">
        <p className="text-fg-soft">{t('write.guest')}</p>
        <Link to="/welcome" className={buttonClasses({ className: 'mt-4' })}>
          {t('write.signIn')}
        </Link>
      </div>
    );
  return <MemberThread />;
}

function MemberThread() {
  const { t } = useTranslation('support');
  const queryClient = useQueryClient();
  const thread = useQuery(supportThreadQuery);
  const messages = thread.data?.messages ?? [];
  return (
    <div className="max-w-2xl rounded-xl border border-border p-5">
      {messages.length > 0 ? (
        <SupportThread
          messages={messages}
          label={t('write.thread')}
          authorOf={(message) => (message.fromSupport ? t('write.team') : t('write.you'))}
        />
      ) : (
        <p className="text-sm text-muted">{t('write.none')}</p>
      )}
      <ThreadReplyForm
        label={t('write.label')}
        sendLabel={t('write.send')}
        onSend={async (body) => {
          await unwrap(api.support.$post({ json: { body } }));
          await queryClient.invalidateQueries({ queryKey: supportThreadQuery.queryKey });
        }}
      />
    </div>
  );
}
