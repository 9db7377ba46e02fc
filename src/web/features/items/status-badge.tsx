import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { ItemDetail } from './api';

const STYLES = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  published: 'bg-brand-50 text-brand-900 dark:bg-gray-800 dark:text-brand-100',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
  paused: 'bg-gray-200 text-gray-900 dark:bg-gray-800 dark:text-gray-100',
} as const;

/** A listing's review state (and 'Paused' when the owner paused it), for its owner and admins. */
export function StatusBadges({ item }: { item: Pick<ItemDetail, 'status' | 'isAvailable'> }) {
  const { t } = useTranslation('listings');
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STYLES[item.status])}>
        {t(`status.${item.status}`)}
      </span>
      {!item.isAvailable && (
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STYLES.paused)}>
          {t('status.paused')}
        </span>
      )}
    </span>
  );
}
