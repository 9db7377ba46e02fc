import { Heart, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/texts';

export interface FavoritePreview {
  id: string;
  title: string;
  image: string;
  savedDate: string;
  /** When it was saved (ISO), shown as a date; savedDate ('Just now') otherwise. */
  savedAt?: string;
}

function Card({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6"
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-fg">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-lg bg-surface-sunken p-4 text-center">
      <p className="font-medium text-fg">{title}</p>
      <p className="mt-1 text-sm text-muted">{text}</p>
    </div>
  );
}

/** The latest saved items (at most three) with a link to the whole wishlist. */
export function FavoritesCard({ items }: { items: readonly FavoritePreview[] }) {
  const { t } = useTranslation('profile');
  return (
    <Card
      id="profile-favorites"
      title={t('favorites.heading')}
      icon={<Heart aria-hidden="true" className="h-5 w-5" />}
    >
      {items.length === 0 ? (
        <EmptyState title={t('favorites.emptyTitle')} text={t('favorites.emptyText')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {items.slice(0, 3).map((item) => (
            <li key={item.id} className="flex items-center gap-3">
              {item.image ? (
                <img src={item.image} alt="" className="h-12 w-12 rounded-md object-cover" />
              ) : (
                <span aria-hidden="true" className="h-12 w-12 rounded-md bg-surface-sunken" />
              )}
              <div className="min-w-0">
                <Link to={`/items/${item.id}`} className="block truncate font-medium text-fg hover:underline">
                  {item.title}
                </Link>
                <p className="text-sm text-muted">
                  {t('favorites.saved', { date: item.savedAt ? formatDate(item.savedAt) : item.savedDate })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Link to="/wishlist" className={buttonClasses({ variant: 'secondary', className: 'w-full' })}>
        {t('favorites.viewAll')}
      </Link>
    </Card>
  );
}

/**
 * The latest conversations: `list` is the messaging feature's list, filled in by the page, or null
 * for the empty state until there is one.
 */
export function RecentMessagesCard({ list }: { list: ReactNode }) {
  const { t } = useTranslation('profile');
  return (
    <Card
      id="profile-messages"
      title={t('messages.heading')}
      icon={<MessageSquare aria-hidden="true" className="h-5 w-5" />}
    >
      {list ?? <EmptyState title={t('messages.emptyTitle')} text={t('messages.emptyText')} />}
      <Link to="/messenger" className={buttonClasses({ variant: 'secondary', className: 'w-full' })}>
        {t('messages.viewAll')}
      </Link>
    </Card>
  );
}
