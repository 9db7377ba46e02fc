/**
 * Rental periods are calendar days ('YYYY-MM-DD'), compared in UTC: the period [start, end)
 * ends on the day after the last day, the same way the database's daterange does.
 */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return utcDay(date);
}
