import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import {
  CHECK_IN_NOTES_MAX_LENGTH,
  CHECK_IN_PHOTOS_MAX,
  type CheckInStep,
  type RecordCheckInInput,
  recordCheckInSchema,
} from '../../../shared/schemas/check-ins';
import { DialogActions, FormDialog } from '../../components/ui/form-dialog';
import { TextAreaField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { type RentalView, recordCheckIn, rentalKeys, uploadCheckInPhoto } from './api';
import { EvidencePhotos } from './evidence-photos';

interface CheckInDialogProps {
  rental: RentalView;
  step: CheckInStep;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Records a check-in: 1-6 photos of the item as it changes hands (taken on the spot or chosen),
 * and notes. Saving shows the code on this phone (in the rental's check-in panel) for the other
 * side to type on theirs.
 */
export function CheckInDialog({ rental, step, open, onOpenChange }: CheckInDialogProps) {
  const { t } = useTranslation('rentals');
  const queryClient = useQueryClient();
  const form = useForm<RecordCheckInInput, unknown, RecordCheckInInput>({
    resolver: zodResolver(recordCheckInSchema, undefined, { raw: true }),
    defaultValues: { photoIds: [], notes: '' },
  });
  const { errors } = form.formState;
  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };
  const mutation = useMutation({
    mutationFn: (input: RecordCheckInInput) => recordCheckIn(rental.id, step, input),
    onSuccess: () => {
      toast({ title: t('checkIn.saved'), variant: 'success' });
      close(false);
    },
    meta: { errorToast: { title: t('checkIn.failed'), fallback: t('checkIn.failedFallback') } },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rentalKeys.all }),
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t(`checkIn.${step}.recordTitle`)}
      description={t(`checkIn.${step}.recordDescription`, { title: rental.itemTitle })}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        className="mt-4 flex flex-col gap-4"
      >
        <Controller
          control={form.control}
          name="photoIds"
          render={({ field }) => (
            <EvidencePhotos
              rentalId={rental.id}
              label={t('checkIn.photosLabel')}
              value={field.value ?? []}
              onChange={field.onChange}
              error={errors.photoIds?.message}
              upload={uploadCheckInPhoto}
              max={CHECK_IN_PHOTOS_MAX}
            />
          )}
        />
        <TextAreaField
          label={t('checkIn.notesLabel')}
          hint={t('checkIn.notesHint')}
          error={errors.notes?.message}
          maxLength={CHECK_IN_NOTES_MAX_LENGTH}
          {...form.register('notes')}
        />
        <DialogActions
          cancelLabel={t('checkIn.cancel')}
          submitLabel={t('checkIn.save')}
          pendingLabel={t('checkIn.saving')}
          pending={mutation.isPending}
        />
      </form>
    </FormDialog>
  );
}
