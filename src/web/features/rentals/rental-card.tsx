import type { TFunction } from 'i18next';
import { CalendarDays, Package } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { formatDate, formatPrice, formatTime, useFormatPreferences } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import type { RentalView } from './api';
import { addDays } from './calendar';
import { CancelRentalDialog } from './cancel-rental-dialog';
import { CheckInPanel } from './check-in-panel';
import { ClaimPanel } from './claim-panel';
import { useDayFormat } from './day-format';
import { ExtensionPanel } from './extension-panel';
import { LateFeeNote } from './late-fee-note';
import { NoShowDialog } from './no-show-dialog';
import { ProcessReturnDialog } from './process-return-dialog';
import { StatusBadges } from './status-badges';

function Amount({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  const prefs = useFormatPreferences();
  const weight = strong ? 'font-semibold text-fg' : 'text-fg-soft';
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className={`text-right tabular-nums ${weight}`}>{formatPrice(cents, prefs)}</dd>
    </>
  );
}

/**
 * What the renter's total is: due while the checkout is open, paid once paid (and then refunded
 * when a paid rental was cancelled), and never "paid" for a checkout that ended unpaid.
 */
function totalLabel(rental: RentalView, t: TFunction<'rentals'>): string {
  if (rental.status === 'pending') return t('card.totalDue');
  if (!rental.paidAt) return t('card.totalNotCharged');
  if (rental.cancelReason === 'renter_no_show') return t('card.totalDepositRefunded');
  return rental.status === 'cancelled' ? t('card.totalRefunded') : t('card.total');
}

/**
 * One rental in My Rentals: item, the other party, dates, days, amounts, status and deposit
 * status, and what the viewer may do now (finish paying, cancel, process the return). The server
 * decides what is allowed; the buttons only show it. `message` is the messaging feature's button
 * to the other side, passed in by the page; it shows once the rental is no longer pending.
 */
export function RentalCard({
  rental,
  side,
  message,
}: {
  rental: RentalView;
  side: 'renting' | 'lending';
  message?: ReactNode;
}) {
  const { t } = useTranslation('rentals');
  const days = useDayFormat();
  const [returning, setReturning] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [reportingNoShow, setReportingNoShow] = useState(false);
  const other = side === 'renting' ? rental.owner.name : rental.renter.name;
  const headingId = `rental-${rental.id}`;

  return (
    <article
      aria-labelledby={headingId}
      data-testid="rental-card"
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm sm:flex-row"
    >
      {rental.itemImage ? (
        <img src={rental.itemImage} alt="" className="h-28 w-full rounded-lg object-cover sm:h-24 sm:w-32" />
      ) : (
        <div className="flex h-28 w-full items-center justify-center rounded-lg bg-surface-sunken text-muted sm:h-24 sm:w-32">
          <Package aria-hidden="true" className="h-8 w-8" />
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="font-semibold text-fg">
              {rental.itemId ? (
                <Link to={`/items/${rental.itemId}`} className="hover:underline">
                  {rental.itemTitle}
                </Link>
              ) : (
                rental.itemTitle
              )}
            </h3>
            <p className="text-sm text-muted">
              {side === 'renting'
                ? t('card.rentedFrom', { name: other ?? t('card.someone') })
                : t('card.rentedBy', { name: other ?? t('card.someone') })}
            </p>
          </div>
          <StatusBadges rental={rental} />
        </div>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-fg-soft">
          <CalendarDays aria-hidden="true" className="h-4 w-4" />
          {t('card.dates', {
            start: days.medium(rental.startDate),
            end: days.medium(addDays(rental.endDate, -1)),
          })}
          <span aria-hidden="true">·</span>
          {t('card.days', { count: rental.rentalDays })}
        </p>
        <dl className="grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
          <Amount label={t('card.dailyRate')} cents={rental.dailyRate} />
          <Amount label={t('card.subtotal')} cents={rental.subtotal} />
          {side === 'lending' ? (
            <>
              <Amount label={t('card.platformFee')} cents={-rental.platformFee} />
              <Amount
                label={
                  // A renter who did not come still pays the rental price, so the owner's share stands.
                  rental.status === 'cancelled' && rental.cancelReason !== 'renter_no_show'
                    ? t('card.ownerAmountCancelled')
                    : t('card.ownerAmount')
                }
                cents={rental.ownerAmount}
                strong
              />
            </>
          ) : (
            <Amount label={t('card.feeByOwner')} cents={rental.platformFee} />
          )}
          <Amount label={t('card.deposit')} cents={rental.securityDeposit} />
          {side === 'renting' && <Amount label={totalLabel(rental, t)} cents={rental.totalAmount} strong />}
        </dl>
        {rental.late && <LateFeeNote late={rental.late} />}
        {rental.handedOverAt && (
          <p className="text-sm font-medium text-fg">
            {t('card.handedOverOn', {
              date: formatDate(rental.handedOverAt),
              time: formatTime(rental.handedOverAt),
            })}
          </p>
        )}
        {rental.actualReturnDate && rental.returnCondition && (
          <p className="text-sm text-fg-soft">
            {t('card.returnedOn', {
              date: formatDate(rental.actualReturnDate),
              condition: t(`card.condition.${rental.returnCondition}`),
            })}
          </p>
        )}
        <CheckInPanel rental={rental} />
        <ExtensionPanel rental={rental} />
        {rental.claim && <ClaimPanel rental={rental} claim={rental.claim} />}
        {!rental.claim && rental.depositStatus === 'forfeited' && rental.depositReason && (
          <p className="text-sm text-danger-fg">{t('card.damage', { reason: rental.depositReason })}</p>
        )}
        {rental.status === 'cancelled' && rental.cancelReason && (
          <p className="text-sm text-muted">{t(`card.cancelled.${rental.cancelReason}`)}</p>
        )}
        {rental.status === 'pending' && (
          <p className="text-sm text-warning-fg">
            {t('card.holdUntil', {
              time: `${formatDate(rental.holdExpiresAt)} ${formatTime(rental.holdExpiresAt)}`,
            })}
          </p>
        )}
        {(rental.checkoutUrl ||
          rental.canCancel ||
          rental.canProcessReturn ||
          rental.canReportNoShow ||
          rental.status !== 'pending') && (
          <div className="flex flex-wrap gap-2 pt-1">
            {rental.status !== 'pending' && message}
            {rental.checkoutUrl && (
              <a
                href={rental.checkoutUrl}
                target="_blank"
                rel="noopener"
                className={buttonClasses({ size: 'sm' })}
              >
                {t('card.completePayment')}
              </a>
            )}
            {rental.canProcessReturn && (
              <Button size="sm" onClick={() => setReturning(true)}>
                {t('card.processReturn')}
              </Button>
            )}
            {rental.canCancel && (
              <Button size="sm" variant="secondary" onClick={() => setCancelling(true)}>
                {t('card.cancelRental')}
              </Button>
            )}
            {rental.canReportNoShow && (
              <Button size="sm" variant="secondary" onClick={() => setReportingNoShow(true)}>
                {rental.viewerRole === 'renter' ? t('card.reportOwnerNoShow') : t('card.reportRenterNoShow')}
              </Button>
            )}
          </div>
        )}
      </div>
      {rental.canProcessReturn && (
        <ProcessReturnDialog rental={rental} open={returning} onOpenChange={setReturning} />
      )}
      {rental.canCancel && (
        <CancelRentalDialog rental={rental} open={cancelling} onOpenChange={setCancelling} />
      )}
      {rental.canReportNoShow && (
        <NoShowDialog rental={rental} open={reportingNoShow} onOpenChange={setReportingNoShow} />
      )}
    </article>
  );
}
