import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { MAX_DAYS_AHEAD } from '../../../shared/constants';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/texts';
import { availabilityQuery } from './api';
import { AvailabilityCalendar } from './availability-calendar';
import { addDays, localToday } from './calendar';

/** The item page's availability: the same month grid as the booking dialog, to look at only. */
export function ItemAvailability({ itemId }: { itemId: string }) {
  const { t } = useTranslation('rentals');
  const headingId = useId();
  const availability = useQuery(availabilityQuery(itemId));
  const today = localToday();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border p-4">
      <h2 id={headingId} className="mb-2 text-lg font-bold text-fg">
        {t('calendar.availability')}
      </h2>
      {availability.isPending ? (
        <Spinner label={t('book.loadingDates')} className="py-10" />
      ) : availability.isError ? (
        <p className="text-sm text-warning-fg">{t('book.datesError')}</p>
      ) : (
        <AvailabilityCalendar
          value=""
          booked={availability.data.booked}
          min={today}
          max={addDays(today, MAX_DAYS_AHEAD)}
          rentalDays={0}
          labelledBy={headingId}
        />
      )}
    </section>
  );
}
