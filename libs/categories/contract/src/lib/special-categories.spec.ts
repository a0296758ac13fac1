import { keyFromName, scheduleDetailSchema } from './special-categories';
import { productCategoryInputSchema, rearrangeInputSchema } from './product-categories';

describe('keyFromName', () => {
  it('drops accents, joins words with dashes and never answers an empty key', () => {
    expect(keyFromName('Rau sạch mỗi ngày')).toBe('rau-sach-moi-ngay');
    expect(keyFromName('  Đồ uống ĐÁ lạnh!! ')).toBe('do-uong-da-lanh');
    expect(keyFromName('!!!')).toBe('danh-muc');
  });
});

describe('the contract schemas', () => {
  it('leaves an empty parent out', () => {
    expect(productCategoryInputSchema.parse({ name: 'A', parent: '' })).toEqual({
      name: 'A',
      description: '',
      image: '',
      parent: undefined,
    });
  });
  it('refuses a repeated id in a rearrange', () => {
    const id = 'a'.repeat(24);
    expect(rearrangeInputSchema.safeParse({ listIds: [id, id] }).success).toBe(false);
  });
  it('accepts an open date range and a whole-day schedule', () => {
    expect(
      scheduleDetailSchema.safeParse({ week: [0], dateFormat: 'year', startDate: '', endDate: '' })
        .success,
    ).toBe(true);
  });
});
