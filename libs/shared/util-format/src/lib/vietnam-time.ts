/**
 * Vietnam time without a time-zone database: Asia/Ho_Chi_Minh is UTC+7 all year (no daylight
 * saving since 1975), so shifting an instant by seven hours and reading its UTC fields gives the
 * Vietnam wall clock on any machine, in Node and in the browser alike.
 */
export const VIETNAM_UTC_OFFSET_MINUTES = 7 * 60;
const OFFSET_MS = VIETNAM_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** A value that names an instant: a Date, epoch milliseconds or an ISO 8601 string. */
export type DateInput = Date | number | string;

/** The Vietnam wall-clock fields of an instant (month 1-12). */
export interface VietnamParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const ymdPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Turns a DateInput into a Date; `undefined` when it names no valid instant. */
export function toInstant(value: DateInput | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The Vietnam wall-clock fields of an instant. */
export function vietnamParts(value: DateInput): VietnamParts {
  const date = toInstant(value);
  if (!date) throw new RangeError(`Invalid date: ${String(value)}`);
  const shifted = new Date(date.getTime() + OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** True for a real calendar day written `YYYY-MM-DD` (rejects 2026-02-30). */
export function isApiDate(value: string): boolean {
  const m = ymdPattern.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function parseYmd(ymd: string): { y: number; m: number; d: number } {
  if (!isApiDate(ymd)) throw new RangeError(`Invalid day, expected YYYY-MM-DD: ${ymd}`);
  const [y, m, d] = ymd.split('-').map(Number);
  return { y, m, d };
}

/** `YYYY-MM-DD` of the Vietnam day holding the instant: the date format the API takes. */
export function toApiDate(value: DateInput): string {
  const p = vietnamParts(value);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Today in Vietnam as `YYYY-MM-DD`, whatever the machine's time zone. */
export function vietnamToday(now: DateInput = new Date()): string {
  return toApiDate(now);
}

/** Adds (or with a negative count subtracts) calendar days to a `YYYY-MM-DD` day. */
export function addDays(ymd: string, days: number): string {
  const { y, m, d } = parseYmd(ymd);
  return toUtcYmd(new Date(Date.UTC(y, m - 1, d + days)));
}

/** Adds calendar months to a `YYYY-MM-DD` day; the day is clamped to the target month's end. */
export function addMonths(ymd: string, months: number): string {
  const { y, m, d } = parseYmd(ymd);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return toUtcYmd(new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))));
}

function toUtcYmd(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The UTC instant at which a Vietnam day begins (00:00 in Ho Chi Minh City). */
export function vietnamDayStartUtc(ymd: string): Date {
  const { y, m, d } = parseYmd(ymd);
  return new Date(Date.UTC(y, m - 1, d) - OFFSET_MS);
}

/** The UTC instant at which a Vietnam day ends: the start of the next day (exclusive bound). */
export function vietnamDayEndUtc(ymd: string): Date {
  return new Date(vietnamDayStartUtc(ymd).getTime() + DAY_MS);
}

/**
 * The half-open UTC interval `[from, to)` covering the Vietnam days `startYmd` to `endYmd`
 * inclusive, for SQL such as `created_at >= $from AND created_at < $to`.
 *
 * @example
 * vietnamDayRangeUtc('2026-11-21', '2026-11-21');
 * // { from: 2026-11-20T17:00:00.000Z, to: 2026-11-21T17:00:00.000Z }
 * @throws RangeError when a day is not a real `YYYY-MM-DD` calendar day.
 */
export function vietnamDayRangeUtc(startYmd: string, endYmd: string): { from: Date; to: Date } {
  return { from: vietnamDayStartUtc(startYmd), to: vietnamDayEndUtc(endYmd) };
}
