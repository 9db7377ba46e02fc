import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { RentalView } from './api';

const STATUS_STYLES: Record<RentalView['status'], string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  active: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  overdue: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  returned: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
  cancelled: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
};

const DEPOSIT_STYLES: Record<NonNullable<RentalView['depositStatus']>, string> = {
  held: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
  refunded: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  forfeited: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
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
