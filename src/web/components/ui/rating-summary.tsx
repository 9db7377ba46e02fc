import { useTranslation } from '../../lib/texts';
import { Stars } from './stars';

/** A member's rating as stars and '4.0 (1 review)', or 'No reviews yet'. */
export function RatingSummary({ rating, count }: { rating: number; count: number }) {
  const { t } = useTranslation('reviews');
  if (count === 0) return <>{t('summary.none')}</>;
  return (
    <>
      <Stars rating={rating} />
      {t('summary.count', { rating: rating.toFixed(1), count })}
    </>
  );
}
