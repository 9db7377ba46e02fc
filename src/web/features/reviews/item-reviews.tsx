import { useQuery } from '@tanstack/react-query';
import { Stars } from '../../components/ui/stars';
import { useTranslation } from '../../lib/texts';
import { itemReviewsQuery } from './api';
import { ReviewList } from './review-list';

/** The item page's reviews: the rating computed from renters' published reviews, and the reviews. */
export function ItemReviews({ itemId }: { itemId: string }) {
  const { t } = useTranslation('reviews');
  const { data } = useQuery(itemReviewsQuery(itemId));
  return (
    <section aria-labelledby="item-reviews-heading" className="mt-10 flex flex-col gap-4">
      <h2 id="item-reviews-heading" className="text-xl font-bold text-fg">
        {t('item.heading')}
      </h2>
      {data && data.reviewCount > 0 ? (
        <>
          <p className="flex items-center gap-2 text-fg">
            <Stars rating={data.rating} />
            <span>{t('item.summary', { rating: data.rating.toFixed(1), count: data.reviewCount })}</span>
          </p>
          <ReviewList reviews={data.reviews} side="item" />
        </>
      ) : (
        <p className="text-muted">{t('item.none')}</p>
      )}
    </section>
  );
}
