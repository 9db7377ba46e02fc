import { Calendar, MapPin, Settings, SquarePen, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { formatMonthYear, formatPrice, useFormatPreferences } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import type { OwnProfile } from './api';
import { AvatarImage } from './avatar-image';

/**
 * The top card of /profile: photo, name, location, rating, join date and the buttons;
 * `listingsLink` is the items feature's 'My Listings' link, passed in by the page.
 */
export function ProfileSummary({ profile, listingsLink }: { profile: OwnProfile; listingsLink?: ReactNode }) {
  const { t } = useTranslation('profile');
  const prefs = useFormatPreferences();
  const name = profile.full_name || profile.display_name || profile.email;
  return (
    <section
      aria-labelledby="profile-name"
      className="flex flex-col gap-6 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:flex-row sm:items-center"
    >
      <AvatarImage
        url={profile.avatar_url}
        alt={t('avatarAlt', { name })}
        className="h-24 w-24 shrink-0 self-center sm:self-auto"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h1 id="profile-name" className="break-words text-2xl font-bold text-fg">
          {name}
        </h1>
        <p className="flex items-center gap-2 text-muted">
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
          {profile.location || t('noLocation')}
        </p>
        <p className="flex items-center gap-2 text-muted">
          <Star aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-600" />
          <span className="sr-only">{t('ratingLabel')}:</span>
          {t('rating', { rating: profile.stats.rating.toFixed(1), count: profile.stats.review_count })}
        </p>
        <p className="flex items-center gap-2 text-muted">
          <Calendar aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t('joined', { date: formatMonthYear(profile.created_at, prefs) })}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:self-start">
        <Link to="/edit-profile" className={buttonClasses()}>
          <SquarePen aria-hidden="true" className="h-4 w-4" />
          {t('editProfile')}
        </Link>
        <Link to="/settings" className={buttonClasses({ variant: 'secondary' })}>
          <Settings aria-hidden="true" className="h-4 w-4" />
          {t('settings')}
        </Link>
        {listingsLink}
      </div>
    </section>
  );
}

/** Items listed, items rented and earnings, each with its trend this month when there is one. */
export function ProfileStats({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profile');
  const prefs = useFormatPreferences();
  const { stats } = profile;
  const figures = [
    {
      key: 'itemsListed',
      value: String(stats.items_listed),
      trend: stats.this_month.items_listed,
      money: false,
    },
    {
      key: 'itemsRented',
      value: String(stats.items_rented),
      trend: stats.this_month.items_rented,
      money: false,
    },
    {
      key: 'earnings',
      value: formatPrice(stats.earnings_cents, prefs),
      trend: stats.this_month.earnings_cents,
      money: true,
    },
  ] as const;
  return (
    <section aria-labelledby="profile-stats">
      <h2 id="profile-stats" className="sr-only">
        {t('stats.heading')}
      </h2>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.key} className="rounded-xl border border-border bg-surface p-4">
            <dt className="text-sm text-muted">{t(`stats.${figure.key}`)}</dt>
            <dd className="mt-1 text-2xl font-bold text-fg">{figure.value}</dd>
            {figure.trend > 0 ? (
              <dd className="text-sm text-accent">
                {t('stats.thisMonth', {
                  value: figure.money ? formatPrice(figure.trend, prefs) : String(figure.trend),
                })}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
