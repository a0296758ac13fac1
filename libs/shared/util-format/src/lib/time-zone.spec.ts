import { formatDateTime } from './format';
import { datePresetRange } from './date-presets';
import { toApiDate, vietnamDayRangeUtc, vietnamToday } from './vietnam-time';

/**
 * The machine's zone must not matter. jest.config.cjs sets TZ=America/New_York for this lib, so
 * every spec here runs on a New York clock; this one checks that it does.
 */
describe('on a machine in America/New_York', () => {
  it('really runs in New York time', () => {
    expect(new Date('2026-11-20T23:30:00Z').getTimezoneOffset()).toBe(300);
    expect(new Date('2026-11-20T23:30:00Z').getDate()).toBe(20);
  });

  it('still sees 2026-11-20T23:30:00Z as 2026-11-21 06:30 in Vietnam', () => {
    const instant = new Date('2026-11-20T23:30:00Z');
    expect(formatDateTime(instant)).toBe('21-11-2026 06:30');
    expect(toApiDate(instant)).toBe('2026-11-21');
    expect(vietnamToday(instant)).toBe('2026-11-21');
    expect(datePresetRange('today', instant)).toEqual({
      startDate: '2026-11-21',
      endDate: '2026-11-21',
    });
  });

  it('still maps a Vietnam day to the same UTC instants', () => {
    const { from, to } = vietnamDayRangeUtc('2026-03-08', '2026-03-08'); // US DST starts that day
    expect(from.toISOString()).toBe('2026-03-07T17:00:00.000Z');
    expect(to.toISOString()).toBe('2026-03-08T17:00:00.000Z');
  });
});
