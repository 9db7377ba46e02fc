import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useId, useState } from 'react';
import type { CheckInStep } from '../../../shared/schemas/check-ins';
import { Button } from '../../components/ui/button';
import { PhotoThumbs } from '../../components/ui/photo-columns';
import { TextField } from '../../components/ui/text-field';
import { formatDate, formatTime } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { type CheckInView, confirmCheckIn, type RentalView, renewCheckInCode, rentalKeys } from './api';
import { addDays, localToday } from './calendar';
import { CheckInDialog } from './check-in-dialog';

const at = (iso: string) => ({ date: formatDate(iso), time: formatTime(iso) });

/** The code as it is read aloud or typed: two groups of three digits. */
const grouped = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

/** The recorder's phone: the code to show, or a new one when it expired or was locked. */
function CodeToShow({
  rental,
  step,
  checkIn,
}: {
  rental: RentalView;
  step: CheckInStep;
  checkIn: CheckInView;
}) {
  const { t } = useTranslation('rentals');
  const queryClient = useQueryClient();
  const renew = useMutation({
    mutationFn: () => renewCheckInCode(rental.id, step),
    meta: { errorToast: { title: t('checkIn.failed'), fallback: t('checkIn.failedFallback') } },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rentalKeys.all }),
  });
  return (
    <div className="flex flex-col items-start gap-1 rounded-lg bg-accent-surface p-3">
      {checkIn.code ? (
        <>
          <p className="text-sm text-fg">{t('checkIn.codeLabel')}</p>
          <p data-testid="handover-code" className="font-mono text-3xl font-bold tracking-widest text-fg">
            {grouped(checkIn.code)}
          </p>
          {checkIn.codeExpiresAt && (
            <p className="text-xs text-muted">{t('checkIn.codeValid', at(checkIn.codeExpiresAt))}</p>
          )}
        </>
      ) : (
        <p className="text-sm text-fg">{t('checkIn.codeGone')}</p>
      )}
      <Button size="sm" variant="secondary" disabled={renew.isPending} onClick={() => renew.mutate()}>
        {t('checkIn.newCode')}
      </Button>
    </div>
  );
}

/** The other side's phone: type the code shown on the recorder's. */
function ConfirmWithCode({ rental, step }: { rental: RentalView; step: CheckInStep }) {
  const { t } = useTranslation('rentals');
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const confirm = useMutation({
    mutationFn: () => confirmCheckIn(rental.id, step, code),
    onSuccess: () => toast({ title: t('checkIn.confirmedToast'), variant: 'success' }),
    meta: { errorToast: { title: t('checkIn.failed'), fallback: t('checkIn.failedFallback') } },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rentalKeys.all }),
  });
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate();
      }}
    >
      <TextField
        label={t('checkIn.codeInput')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        className="w-40"
      />
      <Button size="sm" type="submit" disabled={confirm.isPending || code.trim() === ''}>
        {confirm.isPending ? t('checkIn.confirming') : t(`checkIn.${step}.confirm`)}
      </Button>
    </form>
  );
}

function StepSection({ rental, step }: { rental: RentalView; step: CheckInStep }) {
  const { t } = useTranslation('rentals');
  const headingId = useId();
  const [recording, setRecording] = useState(false);
  const checkIn = rental.checkIns[step];
  const { recorded } = checkIn;
  const isRecorder = recorded !== null && recorded.by === rental.viewerRole;
  const otherName = rental.viewerRole === 'owner' ? rental.renter.name : rental.owner.name;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="font-semibold text-fg">
        {t(`checkIn.${step}.heading`)}
      </h4>
      {recorded && (
        <>
          <p className="text-fg-soft">
            {t('checkIn.recordedBy', {
              by: t(`checkIn.by.${recorded.by ?? 'someone'}`),
              ...at(recorded.recordedAt),
            })}
          </p>
          <PhotoThumbs
            photos={recorded.photos}
            alt={(_photo, number) => t('checkIn.photoAlt', { step: t(`checkIn.${step}.heading`), number })}
          />
          {recorded.notes && <p className="text-fg-soft">{t('checkIn.notes', { notes: recorded.notes })}</p>}
          <p className={recorded.confirmedAt ? 'font-medium text-fg' : 'text-muted'}>
            {recorded.confirmedAt
              ? t('checkIn.confirmedOn', at(recorded.confirmedAt))
              : isRecorder
                ? t('checkIn.waitingFor', { name: otherName ?? t('card.someone') })
                : t('checkIn.yourTurn')}
          </p>
        </>
      )}
      {isRecorder && !recorded?.confirmedAt && <CodeToShow rental={rental} step={step} checkIn={checkIn} />}
      {checkIn.canConfirm && <ConfirmWithCode rental={rental} step={step} />}
      {checkIn.canRecord && (
        <div>
          <Button size="sm" variant={recorded ? 'secondary' : 'primary'} onClick={() => setRecording(true)}>
            <Camera aria-hidden="true" className="h-4 w-4" />
            {recorded ? t('checkIn.recordAgain') : t(`checkIn.${step}.record`)}
          </Button>
          <CheckInDialog rental={rental} step={step} open={recording} onOpenChange={setRecording} />
        </div>
      )}
    </section>
  );
}

/**
 * The pick-up and return check-ins of a rental, on both phones: record the condition (photos,
 * notes), show the code, or type the other side's code to confirm. The server decides what each
 * side may do.
 */
export function CheckInPanel({ rental }: { rental: RentalView }) {
  const { t } = useTranslation('rentals');
  const { pickup, return: back } = rental.checkIns;
  const showPickup = pickup.recorded !== null || pickup.canRecord || pickup.canConfirm;
  // The return is offered once the pick-up is settled, or from the last day on whatever happened
  // at the pick-up (an unconfirmed pick-up must not stand in the way of checking in the return).
  const returnDue =
    rental.handedOverAt !== null || !pickup.recorded || addDays(rental.endDate, -1) <= localToday();
  const showReturn = back.recorded !== null || back.canConfirm || (back.canRecord && returnDue);
  if (!showPickup && !showReturn) return null;
  return (
    <section
      aria-label={t('checkIn.label')}
      className="flex flex-col gap-4 rounded-lg border border-border p-3 text-sm"
    >
      {showPickup && <StepSection rental={rental} step="pickup" />}
      {showReturn && <StepSection rental={rental} step="return" />}
    </section>
  );
}
