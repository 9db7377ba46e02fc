import { useTranslation } from '../../lib/texts';
import { NewestFirstNote } from './newest-first-note';

/**
 * 'n items found' ('1,000+ items found' past the server's count cap), announced as it changes,
 * and the line that says when the newest are listed first.
 */
export function ResultCount({
  total,
  capped,
  pending,
  newestFirst,
}: {
  total: number | null;
  capped: boolean;
  pending: boolean;
  newestFirst: boolean;
}) {
  const { t } = useTranslation('search');
  const known = !pending && total !== null;
  return (
    <>
      <p aria-live="polite" className="mt-1 text-sm text-muted">
        {known ? (capped ? t('countCapped', { count: total }) : t('count', { count: total })) : ''}
      </p>
      {known && newestFirst && <NewestFirstNote />}
    </>
  );
}
