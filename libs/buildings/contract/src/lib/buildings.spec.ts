import { buildingStatusSchema, listBuildingsQuerySchema } from '../index';

describe('buildings contract', () => {
  it('refuses an unknown building status with the Vietnamese message', () => {
    expect(buildingStatusSchema.safeParse('7').error?.issues[0]?.message).toBe(
      'Trạng thái tòa nhà không hợp lệ',
    );
    expect(buildingStatusSchema.parse('1')).toBe(1);
  });

  it('reads an empty status as no filter and pages from 1', () => {
    expect(listBuildingsQuerySchema.parse({ status: '' })).toMatchObject({ page: 1 });
    expect(listBuildingsQuerySchema.parse({ status: '' }).status).toBeUndefined();
  });
});
