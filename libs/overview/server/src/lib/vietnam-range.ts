import { MAX_RANGE_MONTHS, overviewMessages } from '@app/overview-contract';
import { badRequest, coreMessages } from '@app/server-core';
import {
  addDays,
  addMonths,
  vietnamDayEndUtc,
  vietnamDayStartUtc,
  vietnamToday,
} from '@app/util-format';

/* Calendar arithmetic on `YYYY-MM-DD` days is util-format's (`addDays`, `addMonths`): the days are
 * already Vietnam days; only the bounds of a range become instants (`vietnamDayStartUtc`). */
const fields = (ymd: string) =>
  [Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8, 10))] as const;

/** `YYYY-MM-01` of the Vietnam month holding `ymd`. */
export const monthStart = (ymd: string): string => `${ymd.slice(0, 7)}-01`;

/** The last day of the month holding `ymd`. */
export const monthEnd = (ymd: string): string => addDays(addMonths(monthStart(ymd), 1), -1);

/** Months from the month of `a` to the month of `b` (0 for the same month). */
const monthsApart = (a: string, b: string) => {
  const [ya, ma] = fields(a);
  const [yb, mb] = fields(b);
  return yb * 12 + mb - (ya * 12 + ma);
};

/** The Vietnam days of this month: its first and its last day. */
export function thisMonth(now = new Date()): { startDate: string; endDate: string } {
  const today = vietnamToday(now);
  return { startDate: monthStart(today), endDate: monthEnd(today) };
}

/** The overview chart's default: the first day of the month 11 months ago to the end of this month. */
export function lastTwelveMonths(now = new Date()): { startDate: string; endDate: string } {
  const { startDate, endDate } = thisMonth(now);
  return { startDate: addMonths(startDate, -11), endDate };
}

/** A 400 on `endDate`, worded as the query validation words its own. */
const refuseRange = (message: string) =>
  badRequest(`${coreMessages.badRequest} (endDate): ${message}`, {
    errors: [{ path: 'endDate', message }],
  });

/**
 * A range of Vietnam days with defaults for the missing ends, as the half-open UTC `[from, to)`.
 * The contract checks a range whose both ends were sent; this checks the range once the defaults
 * are in (`startDate=1900-01-01` alone, `startDate` after this month alone): a reversed range and
 * one over {@link MAX_RANGE_MONTHS} months are 400, so every series stays bounded.
 */
export function dayRange(
  query: { startDate?: string; endDate?: string },
  defaults: { startDate: string; endDate: string },
) {
  const startDate = query.startDate ?? defaults.startDate;
  const endDate = query.endDate ?? defaults.endDate;
  if (endDate < startDate) throw refuseRange(overviewMessages.rangeReversed);
  if (monthsApart(startDate, endDate) >= MAX_RANGE_MONTHS) {
    throw refuseRange(overviewMessages.rangeTooLong);
  }
  return {
    startDate,
    endDate,
    from: vietnamDayStartUtc(startDate),
    to: vietnamDayEndUtc(endDate),
  };
}

/** Every `YYYY-MM` from the month of `startDate` to the month of `endDate`. */
export function monthsBetween(startDate: string, endDate: string): string[] {
  const months: string[] = [];
  for (let day = monthStart(startDate); day <= endDate; day = addMonths(day, 1)) {
    months.push(day.slice(0, 7));
  }
  return months;
}

/** Every bucket key (`YYYY-MM-DD`, `YYYY-MM` or `YYYY`) of the days `startDate` to `endDate`. */
export function bucketsBetween(
  startDate: string,
  endDate: string,
  unit: 'day' | 'month' | 'year',
): string[] {
  if (unit === 'month') return monthsBetween(startDate, endDate);
  if (unit === 'year') {
    const years: string[] = [];
    for (let y = Number(startDate.slice(0, 4)); y <= Number(endDate.slice(0, 4)); y++) {
      years.push(String(y).padStart(4, '0'));
    }
    return years;
  }
  const days: string[] = [];
  for (let day = startDate; day <= endDate; day = addDays(day, 1)) days.push(day);
  return days;
}
