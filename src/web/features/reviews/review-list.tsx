import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import type { Review } from './api';
import { Stars } from './stars';

/** Reviews as cards: stars, who wrote it about whom, the rental's item, the text and the date. */
export function ReviewList({
  reviews,
  side,
}: {
  reviews: readonly Review[];
  side: 'received' | 'given' | 'item';
}) {
  const { t } = useTranslation('reviews');
  return (
    <ul className="flex flex-col gap-4">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-2xl border border-border bg-surface p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Stars rating={review.rating} />
            <span className="text-sm text-muted">{formatDate(review.createdAt)}</span>
          </div>
          <p className="mt-2 whitespace-pre-line text-fg">{review.text}</p>
          <p className="mt-2 text-sm text-muted">
            {side === 'given'
              ? t('list.about', { name: review.subjectName ?? t('list.someone'), item: review.itemTitle })
              : t('list.by', { name: review.authorName ?? t('list.someone'), item: review.itemTitle })}
          </p>
          {side === 'given' && !review.published && (
            <p className="mt-2 text-sm font-medium text-warning-fg">{t('list.hidden')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
