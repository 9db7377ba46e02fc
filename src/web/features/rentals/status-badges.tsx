import { type BadgeTone, StatusBadge } from '../../components/ui/badge';
import { useTranslation } from '../../lib/texts';
import type { RentalView } from './api';

const STATUS_TONES: Record<RentalView['status'], BadgeTone> = {
  pending: 'warning',
  active: 'success',
  overdue: 'danger',
  returned: 'neutral',
  cancelled: 'neutral',
};

const DEPOSIT_TONES: Record<NonNullable<RentalView['depositStatus']>, BadgeTone> = {
  held: 'info',
  refunded: 'success',
  forfeited: 'danger',
};

/** The rental's status and its deposit's, as badges with text (never colour alone). */
export function StatusBadges({ rental }: { rental: Pick<RentalView, 'status' | 'depositStatus'> }) {
  const { t } = useTranslation('rentals');
  return (
    <span className="flex flex-wrap gap-1.5">
      <StatusBadge tone={STATUS_TONES[rental.status]} data-testid="rental-status">
        {t(`card.status.${rental.status}`)}
      </StatusBadge>
      {rental.depositStatus && (
        <StatusBadge tone={DEPOSIT_TONES[rental.depositStatus]} data-testid="deposit-status">
          {t(`card.depositStatus.${rental.depositStatus}`)}
        </StatusBadge>
      )}
    </span>
  );
}
