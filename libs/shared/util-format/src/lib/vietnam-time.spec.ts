import {
  addDays,
  addMonths,
  isApiDate,
  toApiDate,
  vietnamDayRangeUtc,
  vietnamDayStartUtc,
  vietnamParts,
  vietnamToday,
} from './vietnam-time';

describe('toApiDate', () => {
  it('gives the Vietnam day of an instant', () => {
    expect(toApiDate('2026-11-20T23:30:00Z')).toBe('2026-11-21');
    expect(toApiDate('2026-11-20T16:59:59.999Z')).toBe('2026-11-20');
    expect(toApiDate('2026-11-20T17:00:00Z')).toBe('2026-11-21');
  });

  it('throws on an invalid instant', () => {
    expect(() => toApiDate('nope')).toThrow(RangeError);
  });
});

describe('vietnamToday', () => {
  it('is the Vietnam calendar day of now', () => {
    expect(vietnamToday(new Date('2026-12-31T18:00:00Z'))).toBe('2027-01-01');
  });
});

describe('vietnamParts', () => {
  it('reads the wall clock in Ho Chi Minh City', () => {
    expect(vietnamParts('2026-02-28T20:15:30Z')).toEqual({
      year: 2026,
      month: 3,
      day: 1,
      hour: 3,
      minute: 15,
      second: 30,
    });
  });
});

describe('day arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('adds months, clamping to the end of a shorter month', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-21', -24)).toBe('2024-11-21');
  });

  it('steps days and months before 1906 too (the zone was local mean time, +7:06:40, then)', () => {
    expect(addDays('1000-01-01', 1)).toBe('1000-01-02');
    expect(addDays('1906-06-30', 1)).toBe('1906-07-01');
    expect(addMonths('1000-01-31', 1)).toBe('1000-02-28');
    expect(addMonths('1900-12-15', 1)).toBe('1901-01-15');
    // Each step moves: a loop over days ends.
    let day = '1905-12-25';
    for (let i = 0; i < 400; i++) day = addDays(day, 1);
    expect(day).toBe('1907-01-29');
  });

  it('adds months across years, both ways', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
  });

  it('rejects days that do not exist', () => {
    expect(isApiDate('2026-02-30')).toBe(false);
    expect(isApiDate('2026-2-3')).toBe(false);
    expect(isApiDate('2024-02-29')).toBe(true);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('vietnamDayRangeUtc', () => {
  it('covers one Vietnam day as a half-open UTC interval', () => {
    const { from, to } = vietnamDayRangeUtc('2026-11-21', '2026-11-21');
    expect(from.toISOString()).toBe('2026-11-20T17:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-21T17:00:00.000Z');
  });

  it('holds an order placed at 06:30 on the 21st in Vietnam and not one a minute before midnight', () => {
    const { from, to } = vietnamDayRangeUtc('2026-11-21', '2026-11-21');
    const inside = new Date('2026-11-20T23:30:00Z').getTime();
    const before = new Date('2026-11-20T16:59:00Z').getTime();
    expect(inside >= from.getTime() && inside < to.getTime()).toBe(true);
    expect(before >= from.getTime()).toBe(false);
  });

  it('spans several days up to the end of the last one', () => {
    const { from, to } = vietnamDayRangeUtc('2026-11-01', '2026-11-30');
    expect(from.toISOString()).toBe('2026-10-31T17:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-30T17:00:00.000Z');
  });

  it('throws on a malformed day', () => {
    expect(() => vietnamDayRangeUtc('2026-13-01', '2026-11-30')).toThrow(RangeError);
    expect(() => vietnamDayStartUtc('21-11-2026')).toThrow(RangeError);
  });
});
