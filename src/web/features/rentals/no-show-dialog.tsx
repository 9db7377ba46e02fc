import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { formatPrice } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { type RentalView, rentalKeys, reportNoShow } from './api';
import { useOutcomeText } from './use-outcome-text';

interface NoShowDialogProps {
  rental: RentalView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Reporting that the other side did not come to the hand-over on the start date (decision 033):
 * the renter reports the owner (everything is refunded), the owner the renter (the deposit is
 * refunded, the rental price is not). The dialog says which before anything happens.
 */
export function NoShowDialog({ rental, open, onOpenChange }: NoShowDialogProps) {
  const { t } = useTranslation('rentals');
  const queryClient = useQueryClient();
  const outcomeText = useOutcomeText();
  const absent = rental.viewerRole === 'renter' ? 'owner' : 'renter';
  const mutation = useMutation({
    mutationFn: () => reportNoShow(rental.id, { absent }),
    onSuccess: (result) => {
      toast({ title: t('noShow.toastSuccess'), description: outcomeText(result), variant: 'success' });
      onOpenChange(false);
    },
    meta: {
      errorToast: { title: t('noShow.toastFailed'), fallback: t('noShow.failedFallback') },
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rentalKeys.all }),
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={absent === 'owner' ? t('noShow.titleOwner') : t('noShow.titleRenter')}
      description={
        absent === 'owner'
          ? t('noShow.descriptionOwner', { amount: formatPrice(rental.totalAmount) })
          : t('noShow.descriptionRenter', {
              deposit: formatPrice(rental.securityDeposit),
              share: formatPrice(rental.ownerAmount),
            })
      }
      cancelLabel={t('noShow.keep')}
      confirmLabel={t('noShow.confirm')}
      pending={mutation.isPending}
      onConfirm={(event) => {
        // Stay open until the server answers.
        event.preventDefault();
        mutation.mutate();
      }}
    />
  );
}
