import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog, RadioGroup } from 'radix-ui';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ReturnCondition } from '../../../shared/constants';
import {
  DAMAGE_REASON_MAX_LENGTH,
  type ProcessReturnInput,
  processReturnSchema,
} from '../../../shared/schemas/rentals';
import { Button } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/text-field';
import { formatPrice } from '../../lib/format';
import { toast } from '../../lib/toast';
import { processReturn, type RentalView, rentalKeys } from './api';

interface ProcessReturnDialogProps {
  rental: RentalView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * process-return for the owner (or an admin): good condition refunds the deposit, damaged
 * forfeits it with a reason. Without a choice: 'Please select the return condition'. The toast
 * shows the server's message ('Return Processed') or its refusal ('Return Failed').
 */
export function ProcessReturnDialog({ rental, open, onOpenChange }: ProcessReturnDialogProps) {
  const { t } = useTranslation('rentals');
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(processReturnSchema), defaultValues: { damageReason: '' } });
  const condition = form.watch('returnCondition');
  const { errors } = form.formState;
  const deposit = formatPrice(rental.securityDeposit);

  const mutation = useMutation({
    mutationFn: (input: ProcessReturnInput) => processReturn(rental.id, input),
    onSuccess: ({ message }) => {
      toast({ title: t('return.toastSuccess'), description: message, variant: 'success' });
      close(false);
    },
    onError: (err) => {
      toast({
        title: t('return.toastFailed'),
        description: err instanceof Error && err.message ? err.message : t('return.failedFallback'),
        variant: 'error',
      });
    },
    // Spec section 4: confirming reloads the list either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: rentalKeys.all }),
  });

  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-surface p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-fg">{t('return.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            {t('return.description', { title: rental.itemTitle })}
          </Dialog.Description>
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
                            {t(value === 'good' ? 'return.goodHint' : 'return.damagedHint', {
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
              <TextAreaField
                label={t('return.reasonLabel')}
                hint={t('return.reasonHint')}
                error={errors.damageReason?.message}
                maxLength={DAMAGE_REASON_MAX_LENGTH}
                {...form.register('damageReason')}
              />
            )}
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={mutation.isPending}>
                  {t('return.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={mutation.isPending}>
                {mutation.isPending ? t('return.confirming') : t('return.confirm')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
