import { type DateInput, addDays, addMonths, vietnamToday } from './vietnam-time';

/** A range of whole Vietnam days, both ends inclusive, as the API takes them. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

export type DatePresetKey =
  | 'today'
  | 'yesterday'
  | 'last7Days'
  | 'last30Days'
  | 'last60Days'
  | 'thisYear'
  | 'lastYear'
  | 'last24Months';

export interface DatePreset {
  key: DatePresetKey;
  label: string;
  /** The range this preset means on the Vietnam day of `now`. */
  range: (now?: DateInput) => DayRange;
}

/**
 * The date presets of the glossary. "N ngày qua" means the N Vietnam days ending today (today
 * included); "Năm nay" runs from 1 January to today; "24 tháng trước" from the same day 24 months
 * ago to today.
 */
export const datePresets: Record<DatePresetKey, DatePreset> = {
  today: { key: 'today', label: 'Hôm nay', range: (now) => single(vietnamToday(now)) },
  yesterday: {
    key: 'yesterday',
    label: 'Hôm qua',
    range: (now) => single(addDays(vietnamToday(now), -1)),
  },
  last7Days: { key: 'last7Days', label: '7 ngày qua', range: (now) => lastDays(now, 7) },
  last30Days: { key: 'last30Days', label: '30 ngày qua', range: (now) => lastDays(now, 30) },
  last60Days: { key: 'last60Days', label: '60 ngày qua', range: (now) => lastDays(now, 60) },
  thisYear: {
    key: 'thisYear',
    label: 'Năm nay',
    range: (now) => {
      const today = vietnamToday(now);
      return { startDate: `${today.slice(0, 4)}-01-01`, endDate: today };
    },
  },
  lastYear: {
    key: 'lastYear',
    label: 'Năm trước',
    range: (now) => {
      const year = String(Number(vietnamToday(now).slice(0, 4)) - 1).padStart(4, '0');
      return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
    },
  },
  last24Months: {
    key: 'last24Months',
    label: '24 tháng trước',
    range: (now) => {
      const today = vietnamToday(now);
      return { startDate: addMonths(today, -24), endDate: today };
    },
  },
};

/** The presets of the list screens' date filters (orders, transactions), in display order. */
export const listDatePresetKeys: readonly DatePresetKey[] = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
  'last60Days',
];

/** The range of a preset on the Vietnam day of `now`. */
export function datePresetRange(key: DatePresetKey, now?: DateInput): DayRange {
  return datePresets[key].range(now);
}

/** The preset whose range equals `range` on the day of `now`, if any (to highlight it). */
export function matchDatePreset(
  range: Partial<DayRange>,
  now?: DateInput,
  keys: readonly DatePresetKey[] = listDatePresetKeys,
): DatePresetKey | undefined {
  return keys.find((key) => {
    const r = datePresets[key].range(now);
    return r.startDate === range.startDate && r.endDate === range.endDate;
  });
}

function single(day: string): DayRange {
  return { startDate: day, endDate: day };
}

function lastDays(now: DateInput | undefined, days: number): DayRange {
  const today = vietnamToday(now);
  return { startDate: addDays(today, -(days - 1)), endDate: today };
}
