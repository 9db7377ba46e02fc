import { useTranslation } from 'react-i18next';
import type { RentalOutcome } from '../../../shared/rental-outcomes';
import { formatPrice } from '../../lib/format';

/** What a cancellation or return did, in the reader's language (the toast's description). */
export function useOutcomeText(): (result: RentalOutcome) => string {
  const { t } = useTranslation('rentals');
  return (result) =>
    t(
      `outcomes.${result.outcome}`,
      'amountCents' in result ? { amount: formatPrice(result.amountCents) } : {},
    );
}
