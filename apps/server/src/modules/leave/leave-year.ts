/**
 * When a leave year opens for booking (decision 030): the setting's days before its 1 January. From
 * then its entitlement is credited by the same accrual as on 1 January (a yearly type's days, a
 * monthly type's January), so leave in it is asked for against its own balance.
 */
import { addDays } from '../../lib/calendar-date';

/** The first day leave in `year` can be asked for against that year's balance. */
export function bookableFrom(year: number, bookAheadDays: number): string {
  return addDays(`${year}-01-01`, -bookAheadDays);
}

/** The next leave year, when it is open on `today`; null while only this year is. */
export function openNextYear(today: string, bookAheadDays: number): number | null {
  const next = Number(today.slice(0, 4)) + 1;
  return today >= bookableFrom(next, bookAheadDays) ? next : null;
}
