import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RadioGroup } from 'radix-ui';
import { Controller, useForm } from 'react-hook-form';
import type { ReturnCondition } from '../../../shared/constants';
import {
  DAMAGE_REASON_MAX_LENGTH,
  type ProcessReturnInput,
  processReturnSchema,
} from '../../../shared/schemas/rentals';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { type PhotoColumn, PhotoColumns } from '../../components/ui/photo-columns';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { formatDate, formatPrice } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { processReturn, type RentalView, rentalKeys } from './api';
import { EvidencePhotos } from './evidence-photos';
import { useOutcomeText } from './use-outcome-text';

/**
 * The claim form's evidence at a glance: the item at the pick-up beside the item at the return.
 * Without return photos the server refuses the claim, so the form says so first.
 */
function ConditionPhotos({ rental }: { rental: RentalView }) {
  const { t } = useTranslation('rentals');
  const column = (step: 'pickup' | 'return'): PhotoColumn => {
    const recorded = rental.checkIns[step].recorded;
    return {
      key: step,
      title: t(`return.${step}Photos`),
      caption: recorded ? formatDate(recorded.recordedAt) : undefined,
      photos: recorded?.photos ?? [],
      empty: t('return.noPhotos'),
    };
  };
  const hasReturnPhotos = (rental.checkIns.return.recorded?.photos.length ?? 0) > 0;
  return (
    <div className="flex flex-col gap-2">
      <PhotoColumns
        label={t('return.comparison')}
        columns={[column('pickup'), column('return')]}
        photoAlt={(col, number) => t('return.photoAlt', { set: col.title, number })}
      />
      {!hasReturnPhotos && (
        <p role="alert" className="text-sm text-danger">
          {t('return.needsReturnPhotos')}
        </p>
      )}
    </div>
  );
}

interface ProcessReturnDialogProps {
  rental: RentalView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * process-return for the owner (or an admin): good condition refunds the deposit; damaged files a
 * claim on it (a reason, the amount to keep, at least one photo) that the renter may dispute.
 * Without a choice: 'Please select the return condition'. The toast words what happened to the
 * deposit ('Return Processed') or the refusal ('Return Failed').
 */
export function ProcessReturnDialog({ rental, open, onOpenChange }: ProcessReturnDialogProps) {
  const { t } = useTranslation('rentals');
  const queryClient = useQueryClient();
  const outcomeText = useOutcomeText();
  // raw: the server parses the same schema, so the form sends what was typed (dollars, not cents).
  const form = useForm<ProcessReturnInput, unknown, ProcessReturnInput>({
    resolver: zodResolver(processReturnSchema, undefined, { raw: true }),
    defaultValues: { damageReason: '', depositKept: '', photoIds: [] },
  });
  const condition = form.watch('returnCondition');
  const { errors } = form.formState;
  const deposit = formatPrice(rental.securityDeposit);
  // A late return keeps its fee from the deposit first (decision 030): the rest is refunded or claimed.
  const late = rental.late;
  const rest = formatPrice(rental.securityDeposit - (late?.feeCents ?? 0));

  const mutation = useMutation({
    mutationFn: (input: ProcessReturnInput) => processReturn(rental.id, input),
    onSuccess: (result) => {
      toast({ title: t('return.toastSuccess'), description: outcomeText(result), variant: 'success' });
      close(false);
    },
    meta: { errorToast: { title: t('return.toastFailed'), fallback: t('return.failedFallback') } },
    // Spec section 4: confirming reloads the list either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: rentalKeys.all }),
  });

  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      placement="center"
      className="max-h-[92vh] max-w-md overflow-y-auto p-6"
    >
      <DialogTitle className="text-lg font-bold text-fg">{t('return.title')}</DialogTitle>
      <DialogDescription className="mt-2 text-sm text-muted">
        {t('return.description', { title: rental.itemTitle })}
      </DialogDescription>
      {late && late.feeCents > 0 && (
        <p data-testid="return-late-fee" className="mt-3 text-sm font-medium text-warning-fg">
          {t('return.lateFee', { count: late.days, amount: formatPrice(late.feeCents), deposit })}
        </p>
      )}
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        className="mt-4 flex flex-col gap-4"
      >
        <fieldset className="flex flex-col gap-2">
          <legend id="return-condition-label" className="mb-2 text-sm font-medium text-fg">
            {t('return.conditionLabel')}
          </legend>
          <Controller
            control={form.control}
            name="returnCondition"
            render={({ field }) => (
              <RadioGroup.Root
                value={field.value ?? ''}
                onValueChange={(value) => field.onChange(value as ReturnCondition)}
                aria-labelledby="return-condition-label"
                aria-describedby={errors.returnCondition ? 'return-condition-error' : undefined}
                className="flex flex-col gap-2"
              >
                {(['good', 'damaged'] as const).map((value) => (
                  <label
                    key={value}
                    htmlFor={`return-${value}`}
                    className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-accent-surface"
                  >
                    <RadioGroup.Item
                      id={`return-${value}`}
                      value={value}
                      className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 border-gray-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=checked]:border-brand-700"
                    >
                      <RadioGroup.Indicator className="h-2.5 w-2.5 rounded-full bg-brand-700" />
                    </RadioGroup.Item>
                    <span className="flex flex-col">
                      <span className="font-medium text-fg">{t(`return.${value}`)}</span>
                      <span className="text-sm text-muted">
                        {late && late.feeCents > 0
                          ? t(value === 'good' ? 'return.goodHintLate' : 'return.damagedHintLate', {
                              amount: rest,
                            })
                          : t(value === 'good' ? 'return.goodHint' : 'return.damagedHint', {
                              amount: deposit,
                            })}
                      </span>
                    </span>
                  </label>
                ))}
              </RadioGroup.Root>
            )}
          />
          {errors.returnCondition && (
            <p id="return-condition-error" role="alert" className="text-sm text-danger">
              {errors.returnCondition.message}
            </p>
          )}
        </fieldset>
        {condition === 'damaged' && (
          <>
            <ConditionPhotos rental={rental} />
            <TextAreaField
              label={t('return.reasonLabel')}
              hint={t('return.reasonHint')}
              error={errors.damageReason?.message}
              maxLength={DAMAGE_REASON_MAX_LENGTH}
              {...form.register('damageReason')}
            />
            {rental.securityDeposit > 0 && (
              <TextField
                label={t('return.keepLabel')}
                hint={t('return.keepHint', { amount: deposit })}
                inputMode="decimal"
                placeholder={(rental.securityDeposit / 100).toFixed(2)}
                error={errors.depositKept?.message}
                {...form.register('depositKept')}
              />
            )}
            <Controller
              control={form.control}
              name="photoIds"
              render={({ field }) => (
                <EvidencePhotos
                  rentalId={rental.id}
                  label={t('return.photosLabel')}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={errors.photoIds?.message}
                />
              )}
            />
          </>
        )}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary" disabled={mutation.isPending}>
              {t('return.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('return.confirming') : t('return.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
