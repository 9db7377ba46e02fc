import { Clock } from 'lucide-react';
import { formatPrice } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import type { RentalView } from './api';

/**
 * A late return, as both sides see it on the rental (decision 030): while it is out, "Late by N
 * days – late fee $X so far" (the server counts the started days and caps the fee at the deposit);
 * once back, the fee that was kept from the deposit.
 */
export function LateFeeNote({ late }: { late: NonNullable<RentalView['late']> }) {
  const { t } = useTranslation('rentals');
  return (
    <p data-testid="late-fee" className="flex items-center gap-2 text-sm font-medium text-warning-fg">
      <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
      {t(late.settled ? 'card.lateSettled' : 'card.late', {
        count: late.days,
        amount: formatPrice(late.feeCents),
      })}
    </p>
  );
}
