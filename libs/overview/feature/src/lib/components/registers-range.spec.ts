import { matchPreset, monthLabel, presetRange, toDays } from './registers-range';

// 2026-12-31 20:00 UTC is already 1 January 2027 in Vietnam.
const newYearInVietnam = new Date('2026-12-31T20:00:00Z');
const midYear = new Date('2026-06-15T05:00:00Z');

describe('registers range', () => {
  it('gives the presets in Vietnam months, none reaching the future', () => {
    expect(presetRange('last12', midYear)).toEqual({ from: '2025-07', to: '2026-06' });
    expect(presetRange('thisYear', midYear)).toEqual({ from: '2026-01', to: '2026-06' });
    expect(presetRange('lastYear', midYear)).toEqual({ from: '2025-01', to: '2025-12' });
    expect(presetRange('previous24', midYear)).toEqual({ from: '2024-07', to: '2026-06' });
    expect(presetRange('thisYear', newYearInVietnam)).toEqual({ from: '2027-01', to: '2027-01' });
    expect(presetRange('last12', newYearInVietnam)).toEqual({ from: '2026-02', to: '2027-01' });
  });

  it('asks the server for whole months, the last one to its last day', () => {
    expect(toDays({ from: '2024-02', to: '2024-02' })).toEqual({
      startDate: '2024-02-01',
      endDate: '2024-02-29',
    });
    expect(toDays({ from: '2025-07', to: '2026-06' })).toEqual({
      startDate: '2025-07-01',
      endDate: '2026-06-30',
    });
  });

  it('recognises a preset and writes months MM-YYYY', () => {
    expect(matchPreset({ from: '2025-01', to: '2025-12' }, midYear)).toBe('lastYear');
    expect(matchPreset({ from: '2025-02', to: '2025-12' }, midYear)).toBeUndefined();
    expect(monthLabel('2026-03')).toBe('03-2026');
  });
});
