import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  CHECKOUT_HOLD_MINUTES,
  DEFAULT_COMMISSION_RATE,
  LIMITS,
  MAX_DAYS_AHEAD,
} from '../../../shared/constants';
import { quoteRental } from '../../../shared/money';
import { type BookingForm, bookingFormSchema } from '../../../shared/schemas/rentals';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { useSiteInfo } from '../../lib/site';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { availabilityQuery, rentalKeys, startCheckout } from './api';
import { AvailabilityCalendar } from './availability-calendar';
import { addDays, localToday, overlapsBooked, parseDays } from './calendar';
import { useDayFormat } from './day-format';
import { PriceBreakdown } from './price-breakdown';

export interface BookingDialogProps {
  item: { id: string; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const DEFAULT_VALUES: BookingForm = { rentalDays: 1, startDate: '' };

/**
 * Opens a blank tab while the click still counts as the user's (browsers block tabs opened later),
 * then points it at the checkout once the server answers.
 */
function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  // The checkout page (ours or Stripe's) must not be able to reach back into this page.
  if (tab) tab.opener = null;
  return tab;
}

/**
 * The booking dialog (spec section 4): days (default 1, a non-negative integer; empty or 0 disables
 * paying with 'Select rental days'), a start date from a calendar that shows booked days, the
 * price breakdown, and Pay, which opens the checkout in a new tab ('Opening Checkout...' while it
 * starts). On success the dialog closes and days go back to 1. Amounts shown here are for the
 * renter's information: the server prices the booking itself.
 */
export default function BookingDialog({ item, open, onOpenChange }: BookingDialogProps) {
  const { t } = useTranslation('rentals');
  const format = useDayFormat();
  const queryClient = useQueryClient();
  const calendarLabel = useId();
  const [daysText, setDaysText] = useState(String(DEFAULT_VALUES.rentalDays));
  const availability = useQuery({ ...availabilityQuery(item.id), enabled: open });
  const form = useForm<BookingForm>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: DEFAULT_VALUES,
  });
  const days = form.watch('rentalDays');
  const startDate = form.watch('startDate');

  const siteInfo = useSiteInfo();
  const today = localToday();
  const lastStart = addDays(today, MAX_DAYS_AHEAD);
  const booked = availability.data?.booked ?? [];
  const maxDays = availability.data?.maxRentalDays ?? LIMITS.maxRentalDays;
  const tooLong = days > maxDays;
  const taken = Boolean(startDate) && overlapsBooked(startDate, days, booked);
  const quote =
    availability.data && days >= 1
      ? quoteRental({
          dailyRateCents: availability.data.dailyRate,
          rentalDays: days,
          depositCents: availability.data.securityDeposit,
          // The renter pays subtotal + deposit; the fee (today's setting, which the booking stores)
          // comes out of the owner's share and is shown for what it is.
          commissionRate: siteInfo?.commission_rate ?? DEFAULT_COMMISSION_RATE,
        })
      : null;

  const reset = () => {
    form.reset(DEFAULT_VALUES);
    setDaysText(String(DEFAULT_VALUES.rentalDays));
  };

  const checkout = useMutation({
    mutationFn: async ({ values, tab }: { values: BookingForm; tab: Window | null }) => {
      let started: Awaited<ReturnType<typeof startCheckout>>;
      try {
        started = await startCheckout({ itemId: item.id, ...values });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        throw new Error(t('book.toast.edgeError', { message }));
      }
      if (!started.url) throw new Error(t('book.toast.noUrl'));
      if (tab) tab.location.href = started.url;
      else window.open(started.url, '_blank', 'noopener');
    },
    onMutate: () =>
      toast({ title: t('book.toast.redirectingTitle'), description: t('book.toast.redirectingText') }),
    onSuccess: () => {
      toast({
        title: t('book.toast.openedTitle'),
        description: t('book.toast.openedText'),
        variant: 'success',
      });
      reset();
      onOpenChange(false);
      void queryClient.invalidateQueries({ queryKey: rentalKeys.all });
    },
    onError: (_err, { tab }) => {
      tab?.close();
      // Someone may have just taken the dates: show them.
      void availability.refetch();
    },
    // The spec's words: 'Edge function error: {message}' or 'No checkout URL received', written above.
    meta: {
      errorToast: (err) => ({
        title: t('book.toast.failedTitle'),
        description: err instanceof Error && err.message ? err.message : t('book.toast.failedFallback'),
      }),
    },
  });
  const paying = checkout.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const tab = openPendingTab();
    void form.handleSubmit(
      (values) => checkout.mutate({ values, tab }),
      () => tab?.close(),
    )(event);
  };

  const label = paying
    ? t('book.openingCheckout')
    : days < 1
      ? t('book.selectDays')
      : !startDate
        ? t('book.selectStart')
        : t('book.pay');

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !paying) reset();
        onOpenChange(next);
      }}
      className="inset-x-0 bottom-0 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-surface p-5 shadow-xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <DialogTitle className="text-lg font-bold text-fg">
            {t('book.dialogTitle', { title: item.title })}
          </DialogTitle>
          <DialogDescription className="mt-1 text-sm text-muted">
            {t('book.dialogDescription')}
          </DialogDescription>
        </div>
        <DialogClose
          aria-label={t('book.close')}
          className="rounded-md p-1 text-muted hover:bg-surface-sunken"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </DialogClose>
      </div>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
        <Controller
          control={form.control}
          name="rentalDays"
          render={({ field }) => (
            <div className="flex flex-col gap-1">
              <label htmlFor="rental-days" className="text-sm font-medium text-fg">
                {t('book.daysLabel')}
              </label>
              <input
                id="rental-days"
                type="number"
                inputMode="numeric"
                min={0}
                max={maxDays}
                step={1}
                value={daysText}
                aria-describedby="rental-days-hint"
                aria-invalid={tooLong || undefined}
                onChange={(event) => {
                  setDaysText(event.target.value);
                  field.onChange(parseDays(event.target.value));
                }}
                onBlur={field.onBlur}
                className="w-32 rounded-md border border-border-strong bg-surface px-3 py-2 text-fg focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 aria-[invalid=true]:border-red-700"
              />
              <p id="rental-days-hint" className="text-sm text-subtle">
                {t('book.daysHint', { count: maxDays })}
              </p>
              {tooLong && (
                <p role="alert" className="text-sm text-danger">
                  {t('book.tooLong')}
                </p>
              )}
            </div>
          )}
        />
        <div className="flex flex-col gap-1">
          <p id={calendarLabel} className="text-sm font-medium text-fg">
            {t('book.startLabel')}
          </p>
          {availability.isPending ? (
            <Spinner label={t('book.loadingDates')} className="py-10" />
          ) : (
            <>
              {availability.isError && <p className="text-sm text-warning-fg">{t('book.datesError')}</p>}
              <Controller
                control={form.control}
                name="startDate"
                render={({ field }) => (
                  <AvailabilityCalendar
                    value={field.value}
                    onChange={field.onChange}
                    booked={booked}
                    min={today}
                    max={lastStart}
                    rentalDays={days}
                    labelledBy={calendarLabel}
                  />
                )}
              />
            </>
          )}
          {startDate && days >= 1 && (
            <p className="text-sm text-fg-soft">
              {t('book.period', {
                start: format.medium(startDate),
                end: format.medium(addDays(startDate, days - 1)),
              })}
            </p>
          )}
          {taken && (
            <p role="alert" className="text-sm text-danger">
              {t('book.datesTaken')}
            </p>
          )}
        </div>
        {quote && <PriceBreakdown quote={quote} />}
        <p className="text-xs text-subtle">{t('book.holdNote', { minutes: CHECKOUT_HOLD_MINUTES })}</p>
        {/* Kept in view at the bottom of the sheet: on a phone the Pay button is never below the fold. */}
        <div className="sticky bottom-0 -mx-5 -mb-5 flex justify-end gap-2 border-t border-border bg-surface px-5 py-3">
          <DialogClose asChild>
            <Button variant="secondary" disabled={paying}>
              {t('book.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={paying || days < 1 || !startDate || tooLong || taken}>
            {label}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
