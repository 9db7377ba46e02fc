import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button';
import { formatPrice } from '../../lib/format';
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
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-surface p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-fg">
            {t('cancelRental.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">
            {rental.status === 'pending'
              ? t('cancelRental.pendingDescription')
              : // The renter reads that the money comes back to them; the owner, that it goes back.
                t(
                  rental.viewerRole === 'renter'
                    ? 'cancelRental.paidDescriptionRenter'
                    : 'cancelRental.paidDescription',
                  { amount: formatPrice(rental.totalAmount) },
                )}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel
              className={buttonClasses({ variant: 'secondary' })}
              disabled={mutation.isPending}
            >
              {t('cancelRental.keep')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses({ variant: 'danger' })}
              disabled={mutation.isPending}
              onClick={(event) => {
                // Stay open until the server answers.
                event.preventDefault();
                mutation.mutate();
              }}
            >
              {t('cancelRental.confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
