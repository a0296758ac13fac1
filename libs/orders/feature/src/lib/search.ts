import type { RecordSearch } from '@app/data-access-api';
import { paths } from '@app/util-auth';
import { formatMoney } from '@app/util-format';
import { searchOrders } from './api/orders-api';
import { messages } from './messages';

/** The command palette's orders: by the start of the code; Enter opens the order page. */
export const orderSearch: RecordSearch = {
  group: messages.searchGroup,
  route: paths.order,
  search: async (text, signal) =>
    (await searchOrders(text, signal)).data.map((order) => ({
      id: order._id,
      label: order.orderCode,
      detail: `${order.customer.name} · ${formatMoney(order.sellPrice)}`,
      to: `${paths.order}/${encodeURIComponent(order._id)}`,
    })),
};
