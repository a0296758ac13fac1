import { listSearch } from '@app/data-access-api';
import { ordersPaths, type OrderListAnswer } from '@app/orders-contract';
import { paths } from '@app/util-auth';
import { formatMoney } from '@app/util-format';
import { messages } from './messages';

/** The command palette's orders: by the start of the code, newest first; Enter opens the order page. */
export const orderSearch = listSearch<OrderListAnswer>({
  group: messages.searchGroup,
  route: paths.order,
  path: ordersPaths.list,
  textParam: 'code',
  hit: (order) => ({
    label: order.orderCode,
    detail: `${order.customer.name} · ${formatMoney(order.sellPrice)}`,
    to: `${paths.order}/${encodeURIComponent(order._id)}`,
  }),
});
