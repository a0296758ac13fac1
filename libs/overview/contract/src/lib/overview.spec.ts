import { buildingRangeQuerySchema, registersQuerySchema, salesQuerySchema } from './overview';

describe('overview contract', () => {
  it('takes a range of real days, either end optional, empty as absent', () => {
    expect(registersQuerySchema.parse({ startDate: '2024-02-29', endDate: '2024-03-01' })).toEqual({
      startDate: '2024-02-29',
      endDate: '2024-03-01',
    });
    expect(registersQuerySchema.parse({ startDate: '', endDate: '2026-01-31' })).toEqual({
      endDate: '2026-01-31',
    });
    expect(registersQuerySchema.safeParse({ startDate: '2025-02-30' }).success).toBe(false);
  });

  it('refuses a reversed range and one of 120 months or more, on endDate', () => {
    const reversed = registersQuerySchema.safeParse({
      startDate: '2026-02-01',
      endDate: '2026-01-31',
    });
    expect(reversed.error?.issues[0]).toMatchObject({
      path: ['endDate'],
      message: 'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu',
    });
    expect(
      buildingRangeQuerySchema.safeParse({ startDate: '2016-01-01', endDate: '2025-12-31' })
        .success,
    ).toBe(true);
    expect(
      buildingRangeQuerySchema.safeParse({ startDate: '2016-01-01', endDate: '2026-01-01' }).error
        ?.issues[0]?.message,
    ).toBe('Khoảng thời gian tối đa là 10 năm');
  });

  it('takes a sales bucket of day, month or year and an id for the shop', () => {
    expect(salesQuerySchema.parse({ filter: 'month' }).filter).toBe('month');
    expect(salesQuerySchema.safeParse({ filter: 'week' }).success).toBe(false);
    expect(salesQuerySchema.safeParse({ shopId: 'abc' }).success).toBe(false);
  });
});
