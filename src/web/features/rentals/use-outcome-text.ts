import type { RentalOutcome } from '../../../shared/rental-outcomes';
import { formatPrice } from '../../lib/format';
import { useTranslation } from '../../lib/texts';

/** What a cancellation or return did, in the reader's language (the toast's description). */
export function useOutcomeText(): (result: RentalOutcome) => string {
  const { t } = useTranslation('rentals');
  const main = (result: RentalOutcome): string => {
    if (result.outcome === 'claim_filed') {
      return t('outcomes.claim_filed', {
        amount: formatPrice(result.amountCents),
        deposit: formatPrice(result.depositCents),
        hours: result.responseHours,
      });
    }
    if (result.outcome === 'deposit_kept_as_late_fee') {
      return t('outcomes.deposit_kept_as_late_fee', { amount: formatPrice(result.lateFeeCents) });
    }
    if (result.outcome === 'no_show_reported') {
      return t(`outcomes.no_show_reported_${result.absent}`, { amount: formatPrice(result.amountCents) });
    }
    return t(
      `outcomes.${result.outcome}`,
      'amountCents' in result ? { amount: formatPrice(result.amountCents) } : {},
    );
  };
  return (result) => {
    // A late return (decision 030): the fee kept from the deposit first, then what happened to the rest.
    const lateFee =
      'lateFeeCents' in result && result.outcome !== 'deposit_kept_as_late_fee' ? result.lateFeeCents : 0;
    return lateFee
      ? `${main(result)} ${t('outcomes.lateFeeKept', { amount: formatPrice(lateFee) })}`
      : main(result);
  };
}
