import { datePresetRange, datePresets, listDatePresetKeys, matchDatePreset } from './date-presets';

// 2026-11-21 06:30 in Vietnam, still the 20th in UTC and in New York.
const now = new Date('2026-11-20T23:30:00Z');

describe('datePresets', () => {
  it('computes the list presets on the Vietnam day', () => {
    expect(datePresetRange('today', now)).toEqual({
      startDate: '2026-11-21',
      endDate: '2026-11-21',
    });
    expect(datePresetRange('yesterday', now)).toEqual({
      startDate: '2026-11-20',
      endDate: '2026-11-20',
    });
    expect(datePresetRange('last7Days', now)).toEqual({
      startDate: '2026-11-15',
      endDate: '2026-11-21',
    });
    expect(datePresetRange('last30Days', now)).toEqual({
      startDate: '2026-10-23',
      endDate: '2026-11-21',
    });
    expect(datePresetRange('last60Days', now)).toEqual({
      startDate: '2026-09-23',
      endDate: '2026-11-21',
    });
  });

  it('computes the year presets', () => {
    const newYear = new Date('2026-12-31T17:30:00Z'); // 2027-01-01 00:30 in Vietnam
    expect(datePresetRange('thisYear', newYear)).toEqual({
      startDate: '2027-01-01',
      endDate: '2027-01-01',
    });
    expect(datePresetRange('lastYear', newYear)).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    expect(datePresetRange('last24Months', now)).toEqual({
      startDate: '2024-11-21',
      endDate: '2026-11-21',
    });
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
