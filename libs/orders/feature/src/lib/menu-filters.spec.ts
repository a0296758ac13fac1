import { OrderStatus } from '@app/orders-contract';
import { menuFilters } from '@app/util-auth';

describe('the orders menu item', () => {
  it('opens the list filtered on pending orders, as the orders contract numbers them', () => {
    expect(menuFilters.pendingOrders).toBe(`pkgStatusNumber=${OrderStatus.PENDING}`);
  });
});
