import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { formatDate, formatPrice, formatTime } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { answerExtension, type ExtensionView, type RentalView, rentalKeys } from './api';
import { useDayFormat } from './day-format';
import { ExtendRentalDialog } from './extend-rental-dialog';

/** The status line of the latest request, worded for the side reading it. */
function statusKey(extension: ExtensionView, renter: boolean): string {
  const side = renter ? 'renter' : 'owner';
  if (extension.status === 'declined') {
    return extension.declinedBy === 'system'
      ? `extension.status.unanswered.${side}`
      : `extension.status.declined.${side}`;
  }
  return `extension.status.${extension.status}.${side}`;
}

/**
 * A rental's extra days: the renter's "Extend rental" (when the rental is under way), the latest
 * request's status for both sides, the owner's one-tap Accept or Decline, and the renter's link to
 * pay an accepted request. The server says what each may do.
 */
export function ExtensionPanel({ rental }: { rental: RentalView }) {
  const { t } = useTranslation('rentals');
  const days = useDayFormat();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const extension = rental.extension;
  const renter = rental.viewerRole === 'renter';
  const other = (renter ? rental.owner.name : rental.renter.name) ?? t('card.someone');
  const answer = useMutation({
    mutationFn: (choice: 'accept' | 'decline') => answerExtension(rental.id, extension?.id ?? '', choice),
    onSuccess: (_result, choice) =>
      toast({
        title: t(choice === 'accept' ? 'extension.acceptedToast' : 'extension.declinedToast'),
        variant: 'success',
      }),
    meta: { errorToast: { title: t('extension.answerFailed'), fallback: t('extension.failedFallback') } },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rentalKeys.all }),
  });
  if (!extension && !rental.canRequestExtension) return null;

  return (
    <section aria-label={t('extension.sectionLabel')} className="flex flex-col items-start gap-2">
      {extension && (
        <p data-testid="extension-status" className="text-sm text-fg-soft">
          {t(statusKey(extension, renter), {
            count: extension.days,
            price: formatPrice(extension.priceCents),
            ownerAmount: formatPrice(extension.priceCents - extension.feeCents),
            until: days.medium(extension.untilDate),
            name: other,
            deadline: `${formatDate(extension.respondBy)} ${formatTime(extension.respondBy)}`,
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {extension?.canAnswer && (
          <>
            <Button size="sm" disabled={answer.isPending} onClick={() => answer.mutate('accept')}>
              {t('extension.accept')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={answer.isPending}
              onClick={() => answer.mutate('decline')}
            >
              {t('extension.decline')}
            </Button>
          </>
        )}
        {extension?.checkoutUrl && (
          <a
            href={extension.checkoutUrl}
            target="_blank"
            rel="noopener"
            className={buttonClasses({ size: 'sm' })}
          >
            {t('extension.pay', { price: formatPrice(extension.priceCents) })}
          </a>
        )}
        {rental.canRequestExtension && (
          <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
            <CalendarPlus aria-hidden="true" className="h-4 w-4" />
            {t('extension.extend')}
          </Button>
        )}
      </div>
      {rental.canRequestExtension && (
        <ExtendRentalDialog rental={rental} open={asking} onOpenChange={setAsking} />
      )}
    </section>
  );
}
