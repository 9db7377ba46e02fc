import { Link } from 'react-router';
import { PersonAvatar } from '../../components/ui/person-avatar';
import { formatMoment } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import type { ConversationSummary } from './api';

/** Conversations: the other person, the item, the last message and the unread count. */
export function ConversationList({
  conversations,
  compact = false,
}: {
  conversations: readonly ConversationSummary[];
  compact?: boolean;
}) {
  const { t } = useTranslation('messaging');
  return (
    <ul className="flex flex-col divide-y divide-border">
      {conversations.map((c) => {
        const name = c.other.name || t('someone');
        const last = c.lastMessage;
        return (
          <li key={c.id}>
            <Link
              to={`/messenger/${c.id}`}
              data-testid="conversation"
              className="flex items-start gap-3 rounded-lg px-2 py-3 hover:bg-surface-sunken"
            >
              <PersonAvatar url={c.other.avatarUrl} size={compact ? 36 : 44} />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={`truncate text-fg ${c.unread > 0 ? 'font-bold' : 'font-semibold'}`}>
                    {name}
                  </span>
                  {last && <span className="shrink-0 text-xs text-subtle">{formatMoment(last.at)}</span>}
                </span>
                <span className="truncate text-sm text-accent">{t('about', { item: c.item.title })}</span>
                {last && (
                  <span className="truncate text-sm text-muted">
                    {last.fromMe ? t('you', { text: last.body }) : last.body}
                  </span>
                )}
              </span>
              {c.unread > 0 && (
                <span className="mt-1 shrink-0 rounded-full bg-brand-700 px-2 text-xs font-semibold leading-5 text-white">
                  {c.unread}
                  <span className="sr-only"> {t('unread', { count: c.unread })}</span>
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The client-side search of 'Search conversations...': name, item and last message. */
export function filterConversations(list: readonly ConversationSummary[], query: string) {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return list;
  return list.filter((c) =>
    [c.other.name, c.item.title, c.lastMessage?.body ?? ''].some((text) =>
      text.toLocaleLowerCase().includes(q),
    ),
  );
}
