import { z } from 'zod';
import {
  apiDateSchema,
  controlCharactersMessage,
  multiValue,
  numericEnumSchema,
  objectIdSchema,
  pageSchema,
  quantitySchema,
  requiredMultilineText,
  requiredText,
  safeMultilineString,
  safeString,
  textFilterSchema,
} from './common';
import { isStaffRole, labelledEnum, Role } from './enums';
import { passwordSchema } from './session';

describe('common schemas', () => {
  it('accepts real calendar days only', () => {
    expect(apiDateSchema.safeParse('2026-11-21').success).toBe(true);
    expect(apiDateSchema.safeParse('2024-02-29').success).toBe(true);
    for (const bad of [
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '21-11-2026',
      '2026-11-21T00:00',
      '',
    ]) {
      const result = apiDateSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Ngày không hợp lệ, định dạng đúng là YYYY-MM-DD',
      );
    }
  });

  it('refuses days outside 2000-2099, a far-future filter among them', () => {
    for (const bad of ['9999-12-31', '2100-01-01', '1999-12-31']) {
      expect(apiDateSchema.safeParse(bad).error?.issues[0]?.message).toBe(
        'Ngày phải từ 01-01-2000 đến 31-12-2099',
      );
    }
    expect(apiDateSchema.safeParse('2000-01-01').success).toBe(true);
    expect(apiDateSchema.safeParse('2099-12-31').success).toBe(true);
  });

  it("reads a required text trimmed, refusing it absent, blank or too long with the form's messages", () => {
    const name = requiredText('Vui lòng nhập tên!', 5, 'Tên tối đa 5 ký tự');
    expect(name.parse('  An  ')).toBe('An');
    const message = (value: unknown) => name.safeParse(value).error?.issues[0]?.message;
    expect([undefined, '', '   '].map(message)).toEqual(Array(3).fill('Vui lòng nhập tên!'));
    expect(message('Nguyễn')).toBe('Tên tối đa 5 ký tự');
    expect(message('A\u0000')).toBe(controlCharactersMessage);
    const note = requiredMultilineText('Vui lòng nhập ghi chú!', 20, 'Ghi chú tối đa 20 ký tự');
    expect(note.parse(' một\nhai ')).toBe('một\nhai');
    expect(note.safeParse(' ').error?.issues[0]?.message).toBe('Vui lòng nhập ghi chú!');
  });

  it('declares an enumeration with its labels: values by name, labels by value, values in order', () => {
    const { byName, labels, values } = labelledEnum({
      LATER: ['later', 'Để sau'],
      NOW: ['now', 'Ngay'],
    });
    expect(byName).toEqual({ LATER: 'later', NOW: 'now' });
    expect(labels).toEqual({ later: 'Để sau', now: 'Ngay' });
    expect(Object.keys(labels)).toEqual(['later', 'now']);
    expect(values).toEqual(['later', 'now']);
    const numeric = labelledEnum({ ZERO: [0, 'Không'], TWENTY: [20, 'Hai mươi'], ONE: [1, 'Một'] });
    expect(numeric.values).toEqual([0, 20, 1]);
    expect(numeric.labels[20]).toBe('Hai mươi');
  });

  it('reads a numeric enumeration only from a number or its exact decimal text', () => {
    const role = numericEnumSchema([0, 5, 8] as const, 'Vai trò không hợp lệ');
    expect(role.parse(0)).toBe(0);
    expect(role.parse('0')).toBe(0);
    expect(role.parse('8')).toBe(8);
    for (const bad of [
      '  ',
      '',
      false,
      true,
      '000',
      '08',
      [0],
      ['0'],
      null,
      '0x0',
      '0e0',
      1,
      '1',
    ]) {
      const result = role.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Vai trò không hợp lệ');
    }
  });

  it('reads a page only from an integer or its decimal text', () => {
    for (const bad of [' 2', '2 ', '02', '1e1', [2], true])
      expect(pageSchema.safeParse(bad).success).toBe(false);
    expect(pageSchema.parse(2)).toBe(2);
  });

  it('reads ids case-insensitively and refuses anything but 24 hex characters', () => {
    expect(objectIdSchema.parse('0123456789ABCDEF01234567')).toBe('0123456789abcdef01234567');
    expect(objectIdSchema.safeParse('0123456789abcdef0123456').success).toBe(false);
    expect(objectIdSchema.safeParse("' or 1=1 --").success).toBe(false);
  });

  it('reads repeated, bracketed and comma-separated values as one list and drops empty ones', () => {
    const schema = z.object({ ids: multiValue(z.coerce.number().int()) });
    expect(schema.parse({ ids: ['1', '2'] }).ids).toEqual([1, 2]);
    expect(schema.parse({ ids: '1,2, 3' }).ids).toEqual([1, 2, 3]);
    expect(schema.parse({ ids: '' }).ids).toBeUndefined();
    expect(schema.parse({}).ids).toBeUndefined();
    expect(schema.safeParse({ ids: 'x' }).success).toBe(false);
  });

  it('refuses a page below 1 and a page size above 500, in Vietnamese', () => {
    expect(pageSchema.safeParse('0').error?.issues[0]?.message).toBe(
      'Số trang phải lớn hơn hoặc bằng 1',
    );
    expect(pageSchema.safeParse('1.5').success).toBe(false);
    expect(quantitySchema.safeParse('501').error?.issues[0]?.message).toBe(
      'Số bản ghi mỗi trang tối đa là 500',
    );
    expect(pageSchema.parse('3')).toBe(3);
  });

  it('trims text filters and treats blank as no filter', () => {
    expect(textFilterSchema.parse('  Nguyễn ')).toBe('Nguyễn');
    expect(textFilterSchema.parse('   ')).toBeUndefined();
  });
});

describe('session schemas and roles', () => {
  it('says the minimum password length as the spec words it', () => {
    expect(passwordSchema.safeParse('12345').error?.issues[0]?.message).toBe(
      'Độ dài mật khẩu tối thiểu 6 ký tự!',
    );
  });

  it('counts only SUPER_ADMIN, ADMIN and OPERATOR as staff', () => {
    expect([Role.SUPER_ADMIN, Role.ADMIN, Role.OPERATOR].every(isStaffRole)).toBe(true);
    expect([Role.USER, Role.MERCHANT, Role.USER_MERCHANT, 3].some(isStaffRole)).toBe(false);
  });
});

describe('safeString and safeMultilineString', () => {
  it.each(['a\u0000b', 'a\u001bb', 'a\u007f', 'a\nb', 'a\tb'])(
    'refuses the control character in a one-line text %j',
    (value) => {
      const result = safeString().safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(controlCharactersMessage);
    },
  );

  it('accepts Vietnamese text, and line breaks and tabs in a multi-line text only', () => {
    expect(safeString().parse('Nguyễn Văn Ánh')).toBe('Nguyễn Văn Ánh');
    expect(safeMultilineString().parse('Dòng 1\r\nDòng 2\tcột')).toBe('Dòng 1\r\nDòng 2\tcột');
    expect(safeMultilineString().safeParse('a\u0000b').success).toBe(false);
  });

  it('keeps the string methods chainable', () => {
    expect(safeString().trim().max(3).safeParse('  abc  ').success).toBe(true);
    expect(textFilterSchema.safeParse('\u0000').success).toBe(false);
  });
});
