import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { ItemDetail } from './api';

const STYLES = {
  pending: 'bg-warning-surface text-warning-fg',
  published: 'bg-accent-soft text-accent',
  rejected: 'bg-danger-surface text-danger-fg',
  paused: 'bg-border text-fg',
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
