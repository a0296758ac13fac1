import { datePresetRange, datePresets, listDatePresetKeys, matchDatePreset } from './date-presets';

// 2026-11-21 06:30 in Vietnam, still the 20th in UTC and in New York.
const now = new Date('2026-11-20T23:30:00Z');

describe('datePresets', () => {
  const newYear = new Date('2026-12-31T17:30:00Z'); // 2027-01-01 00:30 in Vietnam
  it.each([
    // The list presets, on the Vietnam day.
    ['today', now, '2026-11-21', '2026-11-21'],
    ['yesterday', now, '2026-11-20', '2026-11-20'],
    ['last7Days', now, '2026-11-15', '2026-11-21'],
    ['last30Days', now, '2026-10-23', '2026-11-21'],
    ['last60Days', now, '2026-09-23', '2026-11-21'],
    // The year presets.
    ['thisYear', newYear, '2027-01-01', '2027-01-01'],
    ['lastYear', newYear, '2026-01-01', '2026-12-31'],
    ['last24Months', now, '2024-11-21', '2026-11-21'],
  ] as const)('computes %s at %s: %s to %s', (preset, at, startDate, endDate) => {
    expect(datePresetRange(preset, at)).toEqual({ startDate, endDate });
  });

  it('labels the presets in Vietnamese, list presets first', () => {
    expect(listDatePresetKeys.map((k) => datePresets[k].label)).toEqual([
      'Hôm nay',
      'Hôm qua',
      '7 ngày qua',
      '30 ngày qua',
      '60 ngày qua',
    ]);
    expect([
      datePresets.thisYear.label,
      datePresets.lastYear.label,
      datePresets.last24Months.label,
    ]).toEqual(['Năm nay', 'Năm trước', '24 tháng trước']);
  });

  it('recognises the preset that a range equals', () => {
    expect(matchDatePreset({ startDate: '2026-11-15', endDate: '2026-11-21' }, now)).toBe(
      'last7Days',
    );
    expect(
      matchDatePreset({ startDate: '2026-11-14', endDate: '2026-11-21' }, now),
    ).toBeUndefined();
  });
});
