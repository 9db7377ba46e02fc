import { useTranslation } from 'react-i18next';

/** 'n items found' ('1,000+ items found' past the server's count cap), announced as it changes. */
export function ResultCount({
  total,
  capped,
  pending,
}: {
  total: number | null;
  capped: boolean;
  pending: boolean;
}) {
  const { t } = useTranslation('search');
  return (
    <p aria-live="polite" className="mt-1 text-sm text-muted">
      {pending || total === null
        ? ''
        : capped
          ? t('countCapped', { count: total })
          : t('count', { count: total })}
    </p>
  );
}
