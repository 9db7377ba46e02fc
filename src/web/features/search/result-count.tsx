import { useTranslation } from 'react-i18next';

/**
 * 'n items found' ('1,000+ items found' past the server's count cap), announced as it changes;
 * and, when best match was asked for but so many match that the server lists the newest first
 * (decision 039), a line saying so, so the order on screen is never a silent surprise.
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
      {known && newestFirst && <p className="mt-1 text-sm text-muted">{t('newestFirstNote')}</p>}
    </>
  );
}
