import { OrderStatus } from '@app/orders-contract';
import { bulkTargetsFor, isBulkChangeable } from './order-status';

describe('the bulk status change’s choices', () => {
  it('selects the orders whose dropdown offers a status other than deleted', () => {
    const selectable = Object.values(OrderStatus).filter((status) => isBulkChangeable({ status }));
    expect(selectable.sort((a, b) => a - b)).toEqual([
      OrderStatus.PENDING,
      OrderStatus.DELIVERY,
      OrderStatus.SUCCESS,
      OrderStatus.RECEIVED,
      OrderStatus.WAITING_FOR_DELIVERY,
    ]);
  });

  it('offers the targets at least one selected order allows, never deleted', () => {
    expect(bulkTargetsFor([{ status: OrderStatus.PENDING }])).toEqual([
      OrderStatus.CANCELED,
      OrderStatus.DELIVERY,
      OrderStatus.WAITING_FOR_DELIVERY,
    ]);
    expect(
      bulkTargetsFor([{ status: OrderStatus.SUCCESS }, { status: OrderStatus.RECEIVED }]),
    ).toEqual([OrderStatus.SUCCESS, OrderStatus.RECEIVED, OrderStatus.FINISHED]);
    expect(bulkTargetsFor([{ status: OrderStatus.FINISHED }])).toEqual([]);
  });
});
