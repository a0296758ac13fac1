import { buildingInputSchema, buildingStatusSchema, listBuildingsQuerySchema } from '../index';

const form = { name: 'Tòa A', host: 'Chủ đầu tư', address: '1 Lê Lợi', floorNumber: 3, status: 1 };

/** The first message of the field, or undefined when the form passes. */
const messageOf = (input: Record<string, unknown>, field: string) =>
  buildingInputSchema.safeParse(input).error?.issues.find((i) => i.path[0] === field)?.message;

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

  it('reads the form’s numeric text, and refuses blank or non-decimal text with the spec’s message', () => {
    expect(buildingInputSchema.parse({ ...form, floorNumber: ' 12 ', status: '0' })).toMatchObject({
      floorNumber: 12,
      status: 0,
    });
    for (const floorNumber of ['', '   ', '0x10', '1e2', 'Infinity', 'mười', true, null])
      expect({ floorNumber, message: messageOf({ ...form, floorNumber }, 'floorNumber') }).toEqual({
        floorNumber,
        message: 'Vui lòng nhập tổng số tầng!',
      });
    for (const status of ['', ' ', 'true', false, 7])
      expect({ status, message: messageOf({ ...form, status }, 'status') }).toEqual({
        status,
        message: 'Vui lòng chọn trạng thái!',
      });
  });
});
