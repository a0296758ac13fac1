import { addDays, addMonths, vietnamToday } from '@app/util-format';

/** A range of whole months `YYYY-MM`, both ends included. */
export interface MonthRange {
  from: string;
  to: string;
}

export type RangePreset = 'last12' | 'thisYear' | 'lastYear' | 'previous24';
export const rangePresets: readonly RangePreset[] = [
  'last12',
  'thisYear',
  'lastYear',
  'previous24',
];

const shift = (ym: string, months: number) => addMonths(`${ym}-01`, months).slice(0, 7);

/** The Vietnam month of today, `YYYY-MM`. */
export const currentMonth = (now = new Date()) => vietnamToday(now).slice(0, 7);

/**
 * The chart's presets (spec 001 sections 2 and 9): the last 12 months to this one (the default),
 * this year to this month, last year, the previous 24 months to this one. None reaches the future.
 */
export function presetRange(preset: RangePreset, now = new Date()): MonthRange {
  const month = currentMonth(now);
  const year = Number(month.slice(0, 4));
  switch (preset) {
    case 'last12':
      return { from: shift(month, -11), to: month };
    case 'thisYear':
      return { from: `${year}-01`, to: month };
    case 'lastYear':
      return { from: `${year - 1}-01`, to: `${year - 1}-12` };
    case 'previous24':
      return { from: shift(month, -23), to: month };
  }
}

export const matchPreset = (range: MonthRange, now = new Date()): RangePreset | undefined =>
  rangePresets.find((p) => {
    const r = presetRange(p, now);
    return r.from === range.from && r.to === range.to;
  });

/** The call's days: the first day of `from` to the last day of `to`. */
export const toDays = ({ from, to }: MonthRange) => ({
  startDate: `${from}-01`,
  endDate: addDays(addMonths(`${to}-01`, 1), -1),
});

/** `YYYY-MM` → `MM-YYYY`, as the chart and the pickers show a month. */
export const monthLabel = (ym: string) => `${ym.slice(5, 7)}-${ym.slice(0, 4)}`;
