import { Calendar, MapPin, MessageCircle } from 'lucide-react';
import { PersonAvatar } from '../../components/ui/person-avatar';
import { RatingSummary } from '../../components/ui/rating-summary';
import { formatMonthYear, useFormatPreferences } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import type { PersonProfile } from './api';
import { responseTimeText } from './response-time';

const factClass = 'flex items-center gap-2 text-muted';

/** The top of /users/{id}: photo, name, rating, area, member since and how they answer messages. */
export function PersonHeader({ profile }: { profile: PersonProfile }) {
  const { t } = useTranslation('people');
  const prefs = useFormatPreferences();
  const open = profile.isPrivate ? null : profile;
  return (
    <section
      aria-labelledby="person-name"
      className="flex flex-col gap-6 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:flex-row sm:items-center"
    >
      {open && <PersonAvatar url={open.avatarUrl} size={96} />}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h1 id="person-name" className="break-words text-2xl font-bold text-fg">
          {profile.name}
        </h1>
        <p className={factClass}>
          <span className="sr-only">{`${t('ratingLabel')}: `}</span>
          <RatingSummary rating={profile.rating} count={profile.reviewCount} />
        </p>
        {open?.area && (
          <p className={factClass}>
            <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span className="sr-only">{`${t('area')}: `}</span>
            {open.area}
          </p>
        )}
        {open && (
          <p className={factClass}>
            <Calendar aria-hidden="true" className="h-4 w-4 shrink-0" />
            {t('memberSince', { date: formatMonthYear(open.memberSince, prefs) })}
          </p>
        )}
        {open?.response && (
          <p className={factClass}>
            <MessageCircle aria-hidden="true" className="h-4 w-4 shrink-0" />
            {t('response.rate', { rate: open.response.ratePercent })}
            {open.response.medianMinutes !== null && `, ${responseTimeText(t, open.response.medianMinutes)}`}
          </p>
        )}
        {profile.isPrivate && <p className="text-sm text-muted">{t('private')}</p>}
        {open?.bio && <p className="mt-2 whitespace-pre-line text-fg">{open.bio}</p>}
      </div>
    </section>
  );
}
