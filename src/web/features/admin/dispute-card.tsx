import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DISPUTE_DECISIONS, type DisputeDecision } from '../../../shared/schemas/claims';
import { Button } from '../../components/ui/button';
import { type PhotoColumn, PhotoColumns, PhotoThumbs } from '../../components/ui/photo-columns';
import { TextField } from '../../components/ui/text-field';
import { formatDate, formatDay, formatPrice } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { adminKeys, type DisputeEntry, decideDispute } from './api';

function Photos({ photos, label }: { photos: DisputeEntry['ownerPhotos']; label: string }) {
  if (photos.length === 0) return null;
  return <PhotoThumbs photos={photos} size="h-20 w-28" alt={(_photo, number) => `${label} ${number}`} />;
}

/** The item's condition at the pick-up beside its condition at the return, as checked in. */
function ConditionAtBothEnds({ dispute }: { dispute: DisputeEntry }) {
  const { t } = useTranslation('admin');
  const column = (step: 'pickup' | 'return'): PhotoColumn => {
    const checkIn = dispute.checkIns[step];
    return {
      key: step,
      title: t(`disputes.checkIn.${step}`),
      caption: checkIn
        ? t(checkIn.confirmedAt ? 'disputes.checkIn.confirmed' : 'disputes.checkIn.unconfirmed', {
            date: formatDate(checkIn.recordedAt),
          })
        : undefined,
      photos: checkIn?.photos ?? [],
      empty: t('disputes.checkIn.none'),
    };
  };
  return (
    <PhotoColumns
      label={t('disputes.checkIn.label')}
      columns={[column('pickup'), column('return')]}
      photoAlt={(col, number) => `${col.title} ${number}`}
    />
  );
}

/** One disputed claim: the owner's side, the renter's side, and the decision that settles it. */
export function DisputeCard({ dispute }: { dispute: DisputeEntry }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<DisputeDecision>('keep_part');
  const [amountKept, setAmountKept] = useState('');
  const decide = useMutation({
    mutationFn: () =>
      decideDispute(dispute.rentalId, decision === 'keep_part' ? { decision, amountKept } : { decision }),
    onSuccess: () => toast({ title: t('disputes.decided'), variant: 'success' }),
    meta: { errorToast: { title: t('disputes.failed'), fallback: t('disputes.failed') } },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.disputes }),
  });
  const radioName = `decision-${dispute.rentalId}`;

  return (
    <article className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <h2 className="text-lg font-semibold text-fg">{dispute.itemTitle}</h2>
      <p className="text-sm text-muted">
        {t('disputes.summary', {
          start: formatDay(dispute.startDate),
          claimed: formatPrice(dispute.amountClaimed),
          deposit: formatPrice(dispute.securityDeposit),
        })}
      </p>
      <ConditionAtBothEnds dispute={dispute} />
      <div className="grid gap-4 sm:grid-cols-2">
        <section className="flex flex-col gap-2">
          <h3 className="font-medium text-fg">{t('disputes.ownerSide')}</h3>
          <p className="text-sm text-fg-soft">{dispute.ownerReason}</p>
          <Photos photos={dispute.ownerPhotos} label={t('disputes.ownerPhoto')} />
        </section>
        <section className="flex flex-col gap-2">
          <h3 className="font-medium text-fg">{t('disputes.renterSide')}</h3>
          <p className="text-sm text-fg-soft">{dispute.renterStatement}</p>
          <Photos photos={dispute.renterPhotos} label={t('disputes.renterPhoto')} />
        </section>
      </div>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          decide.mutate();
        }}
      >
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-medium text-fg">{t('disputes.decisionLabel')}</legend>
          {DISPUTE_DECISIONS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-fg">
              <input
                type="radio"
                name={radioName}
                value={value}
                checked={decision === value}
                onChange={() => setDecision(value)}
              />
              {t(`disputes.decisions.${value}`)}
            </label>
          ))}
        </fieldset>
        {decision === 'keep_part' && (
          <TextField
            label={t('disputes.amountLabel')}
            inputMode="decimal"
            value={amountKept}
            onChange={(event) => setAmountKept(event.currentTarget.value)}
          />
        )}
        <div>
          <Button type="submit" disabled={decide.isPending}>
            {t('disputes.decide')}
          </Button>
        </div>
      </form>
    </article>
  );
}
