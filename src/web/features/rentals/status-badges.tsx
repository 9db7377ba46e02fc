import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { RentalView } from './api';

const STATUS_STYLES: Record<RentalView['status'], string> = {
  pending: 'bg-warning-surface text-warning-fg',
  active: 'bg-success-surface text-success-fg',
  overdue: 'bg-danger-surface text-danger-fg',
  returned: 'bg-surface-sunken text-fg-soft',
  cancelled: 'bg-surface-sunken text-fg-soft',
};

const DEPOSIT_STYLES: Record<NonNullable<RentalView['depositStatus']>, string> = {
  held: 'bg-info-surface text-info-fg',
  refunded: 'bg-success-surface text-success-fg',
  forfeited: 'bg-danger-surface text-danger-fg',
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** The rental's status and its deposit's, as badges with text (never colour alone). */
export function StatusBadges({ rental }: { rental: Pick<RentalView, 'status' | 'depositStatus'> }) {
  const { t } = useTranslation('rentals');
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className={cn(badge, STATUS_STYLES[rental.status])} data-testid="rental-status">
        {t(`card.status.${rental.status}`)}
      </span>
      {rental.depositStatus && (
        <span className={cn(badge, DEPOSIT_STYLES[rental.depositStatus])} data-testid="deposit-status">
          {t(`card.depositStatus.${rental.depositStatus}`)}
        </span>
      )}
    </span>
  );
}
