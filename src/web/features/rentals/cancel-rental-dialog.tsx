import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { formatPrice } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { cancelRental, type RentalView, rentalKeys } from './api';
import { useOutcomeText } from './use-outcome-text';

interface CancelRentalDialogProps {
  rental: RentalView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Cancelling before the start date: a paid rental is refunded in full, deposit included. */
export function CancelRentalDialog({ rental, open, onOpenChange }: CancelRentalDialogProps) {
  const { t } = useTranslation('rentals');
  const queryClient = useQueryClient();
  const outcomeText = useOutcomeText();
  const mutation = useMutation({
    mutationFn: () => cancelRental(rental.id),
    onSuccess: (result) => {
      toast({ title: t('cancelRental.toastSuccess'), description: outcomeText(result), variant: 'success' });
      onOpenChange(false);
    },
    meta: {
      errorToast: { title: t('cancelRental.toastFailed'), fallback: t('cancelRental.failedFallback') },
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rentalKeys.all }),
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('cancelRental.title')}
      description={
        rental.status === 'pending'
          ? t('cancelRental.pendingDescription')
          : // The renter reads that the money comes back to them; the owner, that it goes back.
            t(
              rental.viewerRole === 'renter'
                ? 'cancelRental.paidDescriptionRenter'
                : 'cancelRental.paidDescription',
              { amount: formatPrice(rental.totalAmount) },
            )
      }
      cancelLabel={t('cancelRental.keep')}
      confirmLabel={t('cancelRental.confirm')}
      pending={mutation.isPending}
      onConfirm={(event) => {
        // Stay open until the server answers.
        event.preventDefault();
        mutation.mutate();
      }}
    />
  );
}
