import {
  addDays,
  addMonths,
  vietnamDayEndUtc,
  vietnamDayStartUtc,
  vietnamToday,
} from '@app/util-format';

/** `YYYY-MM-01` of the Vietnam month holding `ymd`. */
export const monthStart = (ymd: string): string => `${ymd.slice(0, 7)}-01`;

/** The Vietnam days of this month: its first and its last day. */
export function thisMonth(now = new Date()): { startDate: string; endDate: string } {
  const first = monthStart(vietnamToday(now));
  return { startDate: first, endDate: addDays(addMonths(first, 1), -1) };
}

/** The overview chart's default: the first day of the month 11 months ago to the end of this month. */
export function lastTwelveMonths(now = new Date()): { startDate: string; endDate: string } {
  const { startDate, endDate } = thisMonth(now);
  return { startDate: addMonths(startDate, -11), endDate };
}

/** A range of Vietnam days with defaults for the missing ends, as the half-open UTC `[from, to)`. */
export function dayRange(
  query: { startDate?: string; endDate?: string },
  defaults: { startDate: string; endDate: string },
) {
  const startDate = query.startDate ?? defaults.startDate;
  const endDate = query.endDate ?? defaults.endDate;
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
      years.push(String(y));
    }
    return years;
  }
  const days: string[] = [];
  for (let day = startDate; day <= endDate; day = addDays(day, 1)) days.push(day);
  return days;
}
