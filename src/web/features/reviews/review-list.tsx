import { Trans, useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { ProfileLink } from '../people/profile-link';
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
        <li
          key={review.id}
          className="rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Stars rating={review.rating} />
            <span className="text-sm text-gray-700 dark:text-gray-300">{formatDate(review.createdAt)}</span>
          </div>
          <p className="mt-2 whitespace-pre-line text-gray-900 dark:text-gray-100">{review.text}</p>
          <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
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
            <p className="mt-2 text-sm font-medium text-amber-900 dark:text-amber-200">{t('list.hidden')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
