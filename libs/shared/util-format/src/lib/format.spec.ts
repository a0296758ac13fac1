import { foldText, formatDate, formatDateTime, formatMoney, trimText } from './format';

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('writes whole đồng with dot thousands and the đồng sign', () => {
    expect(formatMoney(1250000)).toBe(`1.250.000${nbsp}₫`);
  });

  it('writes zero, negatives, bigints and numeric strings', () => {
    expect(formatMoney(0)).toBe(`0${nbsp}₫`);
    expect(formatMoney(-50000)).toBe(`-50.000${nbsp}₫`);
    expect(formatMoney(12345678901234n)).toBe(`12.345.678.901.234${nbsp}₫`);
    expect(formatMoney('99000')).toBe(`99.000${nbsp}₫`);
  });

  it('gives an empty string for a missing or non-numeric amount', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows an instant on the Vietnam clock as DD-MM-YYYY HH:mm', () => {
    expect(formatDateTime('2026-11-20T23:30:00Z')).toBe('21-11-2026 06:30');
    expect(formatDateTime(new Date('2026-11-20T16:59:00Z'))).toBe('20-11-2026 23:59');
  });

  it('accepts epoch milliseconds and other patterns', () => {
    expect(formatDateTime(Date.UTC(2026, 0, 1, 0, 5, 9), 'YYYY-MM-DD HH:mm:ss')).toBe(
      '2026-01-01 07:05:09',
    );
  });

  it('gives an empty string for missing or invalid values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDate', () => {
  it('shows the Vietnam day as DD-MM-YYYY', () => {
    expect(formatDate('2026-12-31T17:00:00Z')).toBe('01-01-2027');
    expect(formatDate('2026-12-31T16:59:59Z')).toBe('31-12-2026');
  });
});

describe('trimText', () => {
  it('trims, collapses inner whitespace and normalises to NFC', () => {
    expect(trimText('  Hà   Nội \n')).toBe('Hà Nội');
    expect(trimText('Ha\u0300 No\u0302\u0323i')).toBe('Hà Nội');
  });

  it('gives an empty string for nullish input', () => {
    expect(trimText(null)).toBe('');
    expect(trimText(undefined)).toBe('');
  });
});

describe('foldText', () => {
  it('drops accents, đ and case', () => {
    expect(foldText('Nguyễn Văn Đức')).toBe('nguyen van duc');
    expect(foldText('ĐƠN HÀNG')).toBe('don hang');
    expect(foldText('Nguye\u0302\u0303n')).toBe('nguyen');
  });
});
