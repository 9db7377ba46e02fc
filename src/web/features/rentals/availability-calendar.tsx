import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/texts';
import type { BookedRange } from './api';
import { addDays, addMonths, isBooked, monthGrid, monthOf } from './calendar';
import { useDayFormat } from './day-format';

interface AvailabilityCalendarProps {
  /** The chosen start day, or '' when none is chosen. */
  value: string;
  /** Without it the calendar only shows which days are free (the item page). */
  onChange?: (day: string) => void;
  booked: readonly BookedRange[];
  /** The first and last day that may be chosen. */
  min: string;
  max: string;
  /** Days of the rental, to show the whole period from the chosen start. */
  rentalDays: number;
  labelledBy: string;
}

/**
 * The start date picker: a month grid where past days and days someone else has booked are
 * disabled and marked, and the chosen period is highlighted. Keyboard: arrow keys move by day and
 * week, and only one day is in the tab order (a roving tab stop), as in WAI-ARIA's date grid.
 */
export function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  const { value, onChange, booked, min, max, rentalDays, labelledBy } = props;
  const { t } = useTranslation('rentals');
  const format = useDayFormat();
  const [month, setMonth] = useState(() => monthOf(value || min));
  const [focusDay, setFocusDay] = useState(value || min);
  const grid = useRef<HTMLTableElement>(null);
  const weeks = useMemo(() => monthGrid(month), [month]);
  const end = value && rentalDays > 0 ? addDays(value, rentalDays) : '';

  const selectable = (day: string) => day >= min && day <= max && !isBooked(day, booked);
  const moveFocus = (day: string) => {
    if (day < min || day > max) return;
    setFocusDay(day);
    setMonth(monthOf(day));
    // The target cell exists after the render that shows its month.
    requestAnimationFrame(() =>
      grid.current?.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)?.focus(),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    moveFocus(addDays(day, step));
  };
  const tabStop =
    monthOf(focusDay) === month
      ? focusDay
      : (weeks.flat().find((cell) => cell.day && cell.day >= min)?.day ?? '');

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <button
          type="button"
          onClick={() => setMonth(addMonths(month, -1))}
          disabled={month <= monthOf(min)}
          aria-label={t('calendar.previousMonth')}
          className="rounded-md p-2 text-fg-soft hover:bg-surface-sunken disabled:opacity-40"
        >
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </button>
        <p aria-live="polite" className="font-semibold text-fg">
          {format.month(month)}
        </p>
        <button
          type="button"
          onClick={() => setMonth(addMonths(month, 1))}
          disabled={month >= monthOf(max)}
          aria-label={t('calendar.nextMonth')}
          className="rounded-md p-2 text-fg-soft hover:bg-surface-sunken disabled:opacity-40"
        >
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <table ref={grid} aria-labelledby={labelledBy} className="w-full table-fixed border-collapse">
        <thead>
          <tr>
            {format.weekdays().map((weekday) => (
              <th key={weekday.long} scope="col" className="pb-1 text-xs font-medium text-muted">
                <abbr title={weekday.long} className="no-underline">
                  {weekday.short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.key}>
              {week.map(({ key, day }) => {
                if (!day) return <td key={key} />;
                const taken = isBooked(day, booked);
                if (!onChange) {
                  return (
                    <td key={day} className="p-0.5 text-center">
                      <span
                        className={cn(
                          'block rounded-md py-1.5 text-sm tabular-nums',
                          taken
                            ? 'bg-danger-surface text-danger-fg line-through'
                            : day < min || day > max
                              ? 'text-subtle'
                              : 'text-fg',
                        )}
                      >
                        {Number(day.slice(8))}
                        {taken && <span className="sr-only">, {t('calendar.unavailable')}</span>}
                      </span>
                    </td>
                  );
                }
                const inPeriod = Boolean(value) && day >= value && day < end;
                const chosen = day === value;
                const label = taken
                  ? t('calendar.dayUnavailable', { date: format.long(day) })
                  : inPeriod && !chosen
                    ? t('calendar.daySelected', { date: format.long(day) })
                    : format.long(day);
                return (
                  <td key={day} className="p-0.5 text-center">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === tabStop ? 0 : -1}
                      disabled={!selectable(day)}
                      aria-label={label}
                      aria-pressed={chosen}
                      onClick={() => {
                        setFocusDay(day);
                        onChange(day);
                      }}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      className={cn(
                        'h-9 w-full rounded-md text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700',
                        taken
                          ? 'cursor-not-allowed bg-danger-surface text-danger-fg line-through'
                          : day < min || day > max
                            ? 'cursor-not-allowed text-subtle'
                            : 'text-fg hover:bg-accent-surface',
                        inPeriod && !taken && 'bg-accent-surface text-accent',
                        chosen && 'bg-brand-700 text-white hover:bg-brand-800',
                      )}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-wrap gap-4 text-xs text-muted">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-danger-surface ring-1 ring-red-300" />
          {t('calendar.unavailable')}
        </li>
        {onChange && (
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-brand-700" />
            {t('calendar.selected')}
          </li>
        )}
      </ul>
    </div>
  );
}
