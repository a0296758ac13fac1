import { listShopsQuerySchema, shopStatusSchema } from '../index';

describe('shops contract', () => {
  it('refuses an unknown shop status with the Vietnamese message', () => {
    expect(shopStatusSchema.safeParse('9').error?.issues[0]?.message).toBe(
      'Trạng thái cửa hàng không hợp lệ',
    );
    expect(shopStatusSchema.parse('2')).toBe(2);
  });

  it('reads an empty status as no filter and pages from 1', () => {
    const query = listShopsQuerySchema.parse({ status: '', text: '  ' });
    expect(query).toMatchObject({ page: 1 });
    expect(query.status).toBeUndefined();
    expect(query.text).toBeUndefined();
  });
});
