import { BadgeCheck, UserRound } from 'lucide-react';
import { ProfileLink } from '../../components/ui/profile-link';
import { RatingSummary } from '../../components/ui/rating-summary';
import { formatMonthYear } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
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
      className="flex items-center gap-4 rounded-xl border border-border p-4"
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
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-surface-sunken text-muted">
          <UserRound aria-hidden="true" className="h-6 w-6" />
        </span>
      )}
      <div>
        <h2 id="owner-heading" className="text-xs font-medium uppercase tracking-wide text-subtle">
          {t('item.owner')}
        </h2>
        <p className="flex items-center gap-2 font-semibold text-fg">
          <ProfileLink userId={owner.id}>{owner.name ?? t('card.anOwner')}</ProfileLink>
          {owner.isVerified && (
            <span className="inline-flex items-center gap-1 text-sm font-medium text-accent">
              <BadgeCheck aria-hidden="true" className="h-4 w-4" />
              {t('card.verifiedOwner')}
            </span>
          )}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
          <RatingSummary rating={owner.rating} count={owner.reviewCount} />
        </p>
        <p className="text-sm text-muted">
          {t('item.memberSince', { date: formatMonthYear(owner.memberSince) })}
        </p>
      </div>
    </section>
  );
}
