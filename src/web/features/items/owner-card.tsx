import { BadgeCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMonthYear } from '../../lib/format';
import { ProfileLink } from '../people/profile-link';
import { RatingSummary } from '../reviews/rating-summary';
import type { ItemPageDetail } from './api';

/**
 * Who lists the item, linking to their public profile, with their overall rating (every published
 * review about them); the item's own rating from its renters shows with the item's reviews.
 */
export function OwnerCard({ owner }: { owner: ItemPageDetail['owner'] }) {
  const { t } = useTranslation('listings');
  return (
    <section
      aria-labelledby="owner-heading"
      className="flex items-center gap-4 rounded-xl border border-gray-200 p-4 dark:border-gray-800"
    >
      {owner.avatarUrl ? (
        <img
          src={owner.avatarUrl}
          width={96}
          height={96}
          alt=""
          className="h-12 w-12 rounded-full object-cover"
        />
      ) : (
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300">
          <UserRound aria-hidden="true" className="h-6 w-6" />
        </span>
      )}
      <div>
        <h2
          id="owner-heading"
          className="text-xs font-medium uppercase tracking-wide text-gray-600 dark:text-gray-400"
        >
          {t('item.owner')}
        </h2>
        <p className="flex items-center gap-2 font-semibold text-gray-900 dark:text-gray-100">
          <ProfileLink userId={owner.id}>{owner.name ?? t('card.anOwner')}</ProfileLink>
          {owner.isVerified && (
            <span className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 dark:text-brand-100">
              <BadgeCheck aria-hidden="true" className="h-4 w-4" />
              {t('card.verifiedOwner')}
            </span>
          )}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-gray-700 dark:text-gray-300">
          <RatingSummary rating={owner.rating} count={owner.reviewCount} />
        </p>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('item.memberSince', { date: formatMonthYear(owner.memberSince) })}
        </p>
      </div>
    </section>
  );
}
