import { useTranslation } from '../../lib/texts';

/**
 * Best match was asked for, but so many items match that the server lists the newest first
 * (decision 039): said under the results' heading wherever that can happen (search and the
 * category pages), so the order on screen is never a silent surprise.
 */
export function NewestFirstNote() {
  const { t } = useTranslation('search');
  return <p className="mt-1 text-sm text-muted">{t('newestFirstNote')}</p>;
}
