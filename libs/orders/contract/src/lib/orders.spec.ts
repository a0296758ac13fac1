import {
  canChangeOrderStatus,
  listOrdersQuerySchema,
  OrderStatus,
  orderName,
  orderPath,
  orderListItemSchema,
  ordersPaths,
  orderStatusesWithDropdown,
  orderStatusTransitions,
  orderStatusValues,
  updateOrderStatusInputSchema,
} from '../index';
import { shipperSearchQuerySchema } from '@app/contract';

describe('orders contract', () => {
  it('never lists a status as its own successor, and keeps deleted and finished final', () => {
    for (const from of orderStatusValues) expect(orderStatusTransitions[from]).not.toContain(from);
    expect(orderStatusTransitions[OrderStatus.DELETED]).toEqual([]);
    expect(orderStatusTransitions[OrderStatus.FINISHED]).toEqual([]);
    expect(canChangeOrderStatus(OrderStatus.SUCCESS, OrderStatus.CANCELED)).toBe(false);
  });

  it('gives every status with a dropdown something to choose', () => {
    for (const status of orderStatusesWithDropdown)
      expect(orderStatusTransitions[status].length).toBeGreaterThan(0);
  });

  it('reads the list query: defaults, repeated and comma values, trimmed code, empty values as no filter', () => {
    expect(listOrdersQuerySchema.parse({})).toMatchObject({ page: 1, quantity: 10 });
    const q = listOrdersQuerySchema.parse({
      pkgStatusNumber: ['1', '20,2'],
      paymentMethods: 'COD',
      code: '  dh1 ',
      shopId: '',
    });
    expect(q).toMatchObject({ pkgStatusNumber: [1, 20, 2], paymentMethods: ['COD'], code: 'dh1' });
    expect(q.shopId).toBeUndefined();
  });

  it('refuses a bad status, a malformed or reversed date, a negative page', () => {
    for (const bad of [
      { pkgStatusNumber: '7' },
      { startDate: '2026-02-30' },
      { startDate: '2026-11-21', endDate: '2026-11-20' },
      { page: '-1' },
    ]) {
      expect(listOrdersQuerySchema.safeParse(bad).success).toBe(false);
    }
  });

  it('requires a shop note to cancel and an unpaid reason for success', () => {
    expect(updateOrderStatusInputSchema.safeParse({ pkgStatusNumber: 0 }).success).toBe(false);
    expect(
      updateOrderStatusInputSchema.safeParse({ pkgStatusNumber: 0, shopNote: 'x' }).success,
    ).toBe(true);
    expect(
      updateOrderStatusInputSchema.safeParse({ pkgStatusNumber: 3, payment: { unpaidReason: 50 } })
        .success,
    ).toBe(false);
    expect(
      updateOrderStatusInputSchema.safeParse({ pkgStatusNumber: 3, payment: { unpaidReason: 40 } })
        .success,
    ).toBe(true);
  });

  it('ignores a building id shorter than 10 characters in the shipper search', () => {
    expect(shipperSearchQuerySchema.parse({ buildingId: 'abc' })).toEqual({
      searchBy: 'name',
      offset: 0,
      limit: 20,
    });
  });

  it('names an order after its first product and counts the others', () => {
    expect(orderName('Gạo ST25', 1)).toBe('Gạo ST25');
    expect(orderName('Gạo ST25', 3)).toBe('Gạo ST25 và 2 sản phẩm khác');
  });

  it('nests the customer’s apartment with its floor and building names, or null', () => {
    const customer = { _id: 'c', name: 'Nguyễn Văn An', phone: '0901234567' };
    const shape = orderListItemSchema.shape.customer;
    expect(
      shape.parse({
        ...customer,
        apartment: { name: 'A-1203', floor: { name: 'Tầng 12' }, building: { name: 'Tòa A' } },
      }).apartment,
    ).toEqual({ name: 'A-1203', floor: { name: 'Tầng 12' }, building: { name: 'Tòa A' } });
    expect(shape.parse({ ...customer, apartment: null }).apartment).toBeNull();
    expect(shape.safeParse({ ...customer, apartment: { name: 'A-1203' } }).success).toBe(false);
  });

  it('fills the id of a path', () => {
    expect(orderPath(ordersPaths.status, 'abc')).toBe('/admin/package/abc/status');
    expect(orderPath(ordersPaths.info, 'DH1')).toBe('/admin/package/info/DH1');
  });
});
