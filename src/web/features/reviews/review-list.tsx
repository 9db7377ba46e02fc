import { Trans } from 'react-i18next';
import { ProfileLink } from '../../components/ui/profile-link';
import { Stars } from '../../components/ui/stars';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import type { Review } from './api';

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
            {/* The other person's name links to their public profile. */}
            <Trans
              t={t}
              i18nKey={side === 'given' ? 'list.about' : 'list.by'}
              values={{
                name: (side === 'given' ? review.subjectName : review.authorName) ?? t('list.someone'),
                item: review.itemTitle,
              }}
              components={{
                person: <ProfileLink userId={side === 'given' ? review.subjectId : review.authorId} />,
              }}
            />
          </p>
          {side === 'given' && !review.published && (
            <p className="mt-2 text-sm font-medium text-warning-fg">{t('list.hidden')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
