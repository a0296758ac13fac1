import { OrderStatus, orderStatusValues } from './enums';
import {
  canChangeOrderStatus,
  canEditShopNote,
  listOrdersQuerySchema,
  orderStatusesWithDropdown,
  orderStatusTransitions,
} from './orders';

describe('order status transitions', () => {
  it('keeps deleted and finished final', () => {
    expect(orderStatusTransitions[OrderStatus.DELETED]).toEqual([]);
    expect(orderStatusTransitions[OrderStatus.FINISHED]).toEqual([]);
  });

  it('never lists a status as its own successor, and only known statuses', () => {
    for (const from of orderStatusValues) {
      expect(orderStatusTransitions[from]).not.toContain(from);
      for (const to of orderStatusTransitions[from]) expect(orderStatusValues).toContain(to);
    }
  });

  it('gives every status with a dropdown at least one target', () => {
    for (const status of orderStatusesWithDropdown) expect(orderStatusTransitions[status].length).toBeGreaterThan(0);
  });

  it('lets a pending order be cancelled but not a finished one be reopened', () => {
    expect(canChangeOrderStatus(OrderStatus.PENDING, OrderStatus.CANCELED)).toBe(true);
    expect(canChangeOrderStatus(OrderStatus.FINISHED, OrderStatus.PENDING)).toBe(false);
  });

  it('refuses notes on cancelled and finished orders only', () => {
    expect(orderStatusValues.filter((s) => !canEditShopNote(s)).sort()).toEqual([OrderStatus.CANCELED, OrderStatus.FINISHED].sort());
  });
});

describe('listOrdersQuerySchema', () => {
  it('defaults to page 1 of 10 and reads several statuses', () => {
    const q = listOrdersQuerySchema.parse({ pkgStatusNumber: ['1', '20'] });
    expect(q).toMatchObject({ page: 1, quantity: 10, pkgStatusNumber: [1, 20] });
  });

  it('refuses an unknown status, a malformed date and an inverted range', () => {
    expect(listOrdersQuerySchema.safeParse({ pkgStatusNumber: '7' }).success).toBe(false);
    expect(listOrdersQuerySchema.safeParse({ startDate: '2026-11-31' }).success).toBe(false);
    expect(listOrdersQuerySchema.safeParse({ startDate: '2026-11-21', endDate: '2026-11-01' }).success).toBe(false);
  });
});
