import { type DateInput, toInstant, vietnamParts } from './vietnam-time';

const moneyFormatter = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });

/**
 * Money in whole đồng as Vietnamese users read it: `1.250.000 ₫` (dot thousands, the đồng sign
 * after a no-break space, as `Intl` writes it). Null, undefined and non-numbers give ''.
 */
export function formatMoney(amount: number | bigint | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  if (typeof amount === 'bigint') return moneyFormatter.format(amount);
  const n = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(n) ? moneyFormatter.format(n) : '';
}

/** The display format of date-times (spec section 9). */
export const DATE_TIME_FORMAT = 'DD-MM-YYYY HH:mm';
/** The display format of days. */
export const DATE_FORMAT = 'DD-MM-YYYY';

const tokens = /YYYY|MM|DD|HH|mm|ss/g;

/**
 * An instant shown on the Vietnam wall clock, whatever the machine's time zone.
 * Pattern tokens: `YYYY`, `MM`, `DD`, `HH`, `mm`, `ss` (the spec's notation; a hand-written
 * replace, because date-fns' `format` would cost every list screen ~6 KB for these six tokens).
 * An empty or invalid value gives ''.
 *
 * @example
 * formatDateTime('2026-11-20T23:30:00Z'); // '21-11-2026 06:30'
 * formatDateTime(order.createdAt, 'YYYY-MM-DD HH:mm');
 */
export function formatDateTime(
  value: DateInput | null | undefined,
  pattern: string = DATE_TIME_FORMAT,
): string {
  const date = toInstant(value);
  if (!date) return '';
  const p = vietnamParts(date);
  const fields: Record<string, string> = {
    YYYY: String(p.year).padStart(4, '0'),
    MM: String(p.month).padStart(2, '0'),
    DD: String(p.day).padStart(2, '0'),
    HH: String(p.hour).padStart(2, '0'),
    mm: String(p.minute).padStart(2, '0'),
    ss: String(p.second).padStart(2, '0'),
  };
  return pattern.replace(tokens, (token) => fields[token]);
}

/** The Vietnam day of an instant, `DD-MM-YYYY` by default. */
export function formatDate(
  value: DateInput | null | undefined,
  pattern: string = DATE_FORMAT,
): string {
  return formatDateTime(value, pattern);
}

/**
 * Text as a filter or a form sends it: trimmed, inner runs of whitespace collapsed to one space,
 * Unicode NFC (so 'Hà Nội' typed with combining marks matches the stored text). Nullish gives ''.
 */
export function trimText(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * `text` without accents and case, for matching what a person types ('nguyen', 'DUC') against
 * Vietnamese ('Nguyễn', 'Đức') in the browser; the server's searches do the same with `unaccent`.
 */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
