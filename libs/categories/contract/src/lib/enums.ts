/**
 * The categories domain's enumerations: their values (the database's vocabulary too: the demo-data seeder and the
 * schema's comments use them) and their Vietnamese labels (vi-glossary.md). They live here, not in the
 * shared contract, so that changing one reaches only this domain and the apps (README, "What a change
 * reaches").
 */

export const ScheduleDateFormat = { DATE: 'date', MONTH: 'month', YEAR: 'year' } as const;
export type ScheduleDateFormat = (typeof ScheduleDateFormat)[keyof typeof ScheduleDateFormat];

/** The weekdays of a schedule as staff read them, by JavaScript's day number (0 = Sunday). */
export const weekdayLabels = [
  'Chủ nhật',
  'Thứ 2',
  'Thứ 3',
  'Thứ 4',
  'Thứ 5',
  'Thứ 6',
  'Thứ 7',
] as const;
