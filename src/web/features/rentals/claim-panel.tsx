import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CLAIM_STATEMENT_MAX_LENGTH } from '../../../shared/schemas/claims';
import { Button } from '../../components/ui/button';
import { PhotoThumbs } from '../../components/ui/photo-columns';
import { TextAreaField } from '../../components/ui/text-field';
import { formatDate, formatPrice, formatTime } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { acceptClaim, disputeClaim, type RentalView, rentalKeys } from './api';
import { EvidencePhotos } from './evidence-photos';

type Claim = NonNullable<RentalView['claim']>;

/**
 * A damaged return's claim on the deposit, for both sides: what is claimed and why, the photos,
 * where it stands; the renter may accept it or dispute it (their words, photos) until the window
 * closes.
 */
export function ClaimPanel({ rental, claim }: { rental: RentalView; claim: Claim }) {
  const { t } = useTranslation('rentals');
  const queryClient = useQueryClient();
  const [disputing, setDisputing] = useState(false);
  const [statement, setStatement] = useState('');
  const [photoIds, setPhotoIds] = useState<string[]>([]);
  const done = () => queryClient.invalidateQueries({ queryKey: rentalKeys.all });
  const errorToast = { title: t('claim.failed'), fallback: t('claim.failedFallback') };
  const accept = useMutation({
    mutationFn: () => acceptClaim(rental.id),
    onSuccess: () => toast({ title: t('claim.accepted'), variant: 'success' }),
    meta: { errorToast },
    onSettled: done,
  });
  const dispute = useMutation({
    mutationFn: () => disputeClaim(rental.id, { statement, photoIds }),
    onSuccess: () => {
      toast({ title: t('claim.disputed'), variant: 'success' });
      setDisputing(false);
    },
    meta: { errorToast },
    onSettled: done,
  });
  const deadline = `${formatDate(claim.respondBy)} ${formatTime(claim.respondBy)}`;

  return (
    <section
      aria-label={t('claim.heading')}
      className="flex flex-col gap-2 rounded-lg border border-warning-border bg-warning-surface p-3 text-sm text-fg"
    >
      <h3 className="font-semibold">{t('claim.heading')}</h3>
      <p>
        {t('claim.summary', {
          amount: formatPrice(claim.amountClaimed),
          deposit: formatPrice(rental.securityDeposit),
          reason: claim.reason,
        })}
      </p>
      {claim.photos.length > 0 && (
        <PhotoThumbs
          photos={claim.photos}
          alt={(photo, number) => t('claim.photoAlt', { number, by: t(`claim.by.${photo.by}`) })}
        />
      )}
      {claim.renterStatement && <p>{t('claim.renterSide', { statement: claim.renterStatement })}</p>}
      <p className="font-medium">
        {claim.status === 'settled'
          ? t(`claim.outcome.${claim.outcome ?? 'accepted'}`, {
              kept: formatPrice(claim.amountKept ?? 0),
              refunded: formatPrice(rental.securityDeposit - (claim.amountKept ?? 0)),
            })
          : claim.status === 'disputed'
            ? t('claim.status.disputed')
            : t('claim.status.open', { deadline })}
      </p>
      {rental.canAnswerClaim && !disputing && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={accept.isPending} onClick={() => accept.mutate()}>
            {t('claim.accept')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setDisputing(true)}>
            {t('claim.dispute')}
          </Button>
        </div>
      )}
      {rental.canAnswerClaim && disputing && (
        <form
          noValidate
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            dispute.mutate();
          }}
        >
          <TextAreaField
            label={t('claim.statementLabel')}
            maxLength={CLAIM_STATEMENT_MAX_LENGTH}
            value={statement}
            onChange={(event) => setStatement(event.currentTarget.value)}
          />
          <EvidencePhotos
            rentalId={rental.id}
            label={t('claim.photosLabel')}
            value={photoIds}
            onChange={setPhotoIds}
          />
          <div className="flex gap-2">
            <Button size="sm" type="submit" disabled={dispute.isPending}>
              {t('claim.sendDispute')}
            </Button>
            <Button size="sm" variant="secondary" type="button" onClick={() => setDisputing(false)}>
              {t('claim.back')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
