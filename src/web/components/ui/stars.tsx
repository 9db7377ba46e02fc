import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/texts';

/** A rating as five stars, read out as 'Rated 4 out of 5'. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('reviews');
  return (
    <span role="img" aria-label={t('rated', { rating })} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={cn(
            'h-4 w-4',
            value <= Math.round(rating) ? 'fill-amber-500 text-amber-600' : 'text-faint',
          )}
        />
      ))}
    </span>
  );
}
