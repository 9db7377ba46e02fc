import { useQuery } from '@tanstack/react-query';
import { MapPin, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { SEARCH_LIMITS } from '../../../shared/constants';
import { cn } from '../../lib/cn';
import { formatPrice, useFormatPreferences } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { useViewerPosition } from '../../lib/viewer-position';
import { popularQuery } from './api';

/**
 * The banner 'Most Popular in Your Area' / 'Within 2 miles' (or the chosen distance): the most
 * booked and saved items that close to the visitor, when their position is known.
 */
export function PopularInArea({ miles }: { miles: number | null }) {
  const { t } = useTranslation('search');
  const prefs = useFormatPreferences();
  const point = useViewerPosition();
  const within = miles ?? SEARCH_LIMITS.popularAreaMiles;
  const { data } = useQuery(popularQuery(within, point));
  const popular = data?.items ?? [];

  return (
    <section aria-label={t('banner.title')} className="mt-6 rounded-xl bg-brand-800 px-5 py-4 text-white">
      <div className="flex items-center gap-3">
        <TrendingUp aria-hidden="true" className="h-6 w-6 shrink-0" />
        <div>
          <p className="font-semibold">{t('banner.title')}</p>
          <p className="flex items-center gap-1 text-sm text-brand-100">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {t('banner.within', { count: within })}
          </p>
        </div>
      </div>
      {popular.length > 0 ? (
        <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {popular.map((item) => (
            <li key={item.id}>
              <Link
                to={`/items/${item.id}`}
                className="flex h-full flex-col rounded-lg bg-white/10 px-3 py-2 text-sm hover:bg-white/20"
              >
                <span className="truncate font-semibold">{item.name}</span>
                <span className="text-brand-100">
                  {t(`common:categories.${item.category}`)} ·{' '}
                  {t('common:suggestions.distance', { distance: item.distanceMiles })} ·{' '}
                  {t('banner.perDay', { price: formatPrice(item.pricePerDayCents, prefs) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        // Until the answer comes, the line it will most likely be holds its place, unseen, so the
        // results below do not move when it arrives (Lighthouse counted 0.03 of layout shift on
        // search): a visitor with no position is told to share one.
        <p
          className={cn('mt-2 text-sm text-brand-100', !data && 'invisible')}
          aria-hidden={data ? undefined : true}
        >
          {(data ? data.located : point !== null) ? t('banner.none') : t('banner.noPlace')}
        </p>
      )}
    </section>
  );
}
