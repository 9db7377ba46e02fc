import { type BadgeTone, StatusBadge } from '../../components/ui/badge';
import { useTranslation } from '../../lib/texts';
import type { ItemDetail } from './api';

const TONES: Record<ItemDetail['status'], BadgeTone> = {
  pending: 'warning',
  published: 'accent',
  rejected: 'danger',
};

/** A listing's review state (and 'Paused' when the owner paused it), for its owner and admins. */
export function StatusBadges({ item }: { item: Pick<ItemDetail, 'status' | 'isAvailable'> }) {
  const { t } = useTranslation('listings');
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <StatusBadge tone={TONES[item.status]}>{t(`status.${item.status}`)}</StatusBadge>
      {!item.isAvailable && <StatusBadge tone="neutral">{t('status.paused')}</StatusBadge>}
    </span>
  );
}
