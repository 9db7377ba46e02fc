import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { type ExtensionRequest, extensionRequestSchema } from '../../../shared/schemas/extensions';
import { DialogActions, FormDialog } from '../../components/ui/form-dialog';
import { TextField } from '../../components/ui/text-field';
import { formatPrice } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { type RentalView, rentalKeys, requestExtension } from './api';
import { addDays } from './calendar';
import { useDayFormat } from './day-format';

interface ExtendRentalDialogProps {
  rental: RentalView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The renter asks for more days: how many (1 to the longest the settings allow), with the price
 * and the new last day shown before asking. The owner then accepts or declines; the renter pays
 * only once accepted. The server prices it again and has the last word.
 */
export function ExtendRentalDialog({ rental, open, onOpenChange }: ExtendRentalDialogProps) {
  const { t } = useTranslation('rentals');
  const days = useDayFormat();
  const queryClient = useQueryClient();
  const form = useForm<ExtensionRequest, unknown, ExtensionRequest>({
    resolver: zodResolver(extensionRequestSchema, undefined, { raw: true }),
    defaultValues: { days: 1 },
  });
  const { errors } = form.formState;
  const wanted = form.watch('days');
  const valid = Number.isInteger(wanted) && wanted >= 1 && wanted <= rental.maxExtensionDays;
  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };
  const mutation = useMutation({
    mutationFn: (input: ExtensionRequest) => requestExtension(rental.id, input.days),
    onSuccess: () => {
      toast({ title: t('extension.asked'), variant: 'success' });
      close(false);
    },
    meta: { errorToast: { title: t('extension.askFailed'), fallback: t('extension.failedFallback') } },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rentalKeys.all }),
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t('extension.dialogTitle')}
      description={t('extension.dialogDescription', {
        title: rental.itemTitle,
        until: days.medium(addDays(rental.endDate, -1)),
      })}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          if (values.days > rental.maxExtensionDays) {
            form.setError('days', { message: t('extension.tooLong', { count: rental.maxExtensionDays }) });
            return;
          }
          mutation.mutate(values);
        })}
        className="mt-4 flex flex-col gap-4"
      >
        <TextField
          type="number"
          inputMode="numeric"
          min={1}
          max={rental.maxExtensionDays}
          label={t('extension.daysLabel')}
          hint={t('extension.daysHint', { count: rental.maxExtensionDays })}
          error={errors.days?.message}
          {...form.register('days', { valueAsNumber: true })}
        />
        {valid && (
          <dl
            data-testid="extension-preview"
            className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 rounded-lg bg-surface-muted p-3 text-sm"
          >
            <dt className="text-muted">{t('extension.newLastDay')}</dt>
            <dd className="text-right text-fg">{days.medium(addDays(rental.endDate, wanted - 1))}</dd>
            <dt className="text-muted">
              {t('extension.priceLine', { count: wanted, rate: formatPrice(rental.dailyRate) })}
            </dt>
            <dd className="text-right font-semibold tabular-nums text-fg">
              {formatPrice(rental.dailyRate * wanted)}
            </dd>
          </dl>
        )}
        <p className="text-xs text-muted">{t('extension.payAfterAccept')}</p>
        <DialogActions
          cancelLabel={t('extension.cancel')}
          submitLabel={t('extension.ask')}
          pendingLabel={t('extension.asking')}
          pending={mutation.isPending}
        />
      </form>
    </FormDialog>
  );
}
