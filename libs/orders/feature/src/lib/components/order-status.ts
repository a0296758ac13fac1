import {
  bulkOrderStatusTargets,
  OrderStatus,
  orderStatusesWithDropdown,
  orderStatusLabels,
  orderStatusTransitions,
  unpaidReasonLabels,
  type OrderListItem,
  type UnpaidReason,
} from '@app/orders-contract';
import type { StatusTagPaletteColor } from '@app/ui';

/** The name shown for an order's status: a success order with an unpaid reason shows the reason (spec section 4). */
export function orderStatusName(order: Pick<OrderListItem, 'status' | 'payment'>): string {
  const reason = order.payment.unpaidReason as UnpaidReason | null;
  if (order.status === OrderStatus.SUCCESS && reason !== null && unpaidReasonLabels[reason])
    return unpaidReasonLabels[reason];
  return orderStatusLabels[order.status as OrderStatus] ?? String(order.status);
}

/**
 * The statuses the dropdown offers: the contract's allowed targets (never the current one), less
 * 'Đã xóa' (a deletion is the action menu's 'Xóa đơn hàng', never next to 'Đã hủy'); none when
 * there is no dropdown.
 */
export function statusChoices(status: number): OrderStatus[] {
  if (!orderStatusesWithDropdown.includes(status as OrderStatus)) return [];
  return orderStatusTransitions[status as OrderStatus].filter(
    (s) => s !== status && s !== OrderStatus.DELETED,
  );
}

/** Whether the order may be deleted ('Xóa đơn hàng' in the action menu): the table allows it. */
export const canDeleteOrder = (status: number): boolean =>
  orderStatusTransitions[status as OrderStatus]?.includes(OrderStatus.DELETED) ?? false;

/** An order a bulk change can act on: its status has a dropdown with a target a bulk change sets. */
export const isBulkChangeable = (order: Pick<OrderListItem, 'status'>) =>
  statusChoices(order.status).some((to) => bulkOrderStatusTargets.includes(to));

/**
 * The targets a bulk change offers for the selected orders: those the table allows from at least
 * one of their statuses ('Đã xóa' never). An order that cannot take the chosen one is refused by
 * the server, with its reason in the result.
 */
export const bulkTargetsFor = (orders: readonly Pick<OrderListItem, 'status'>[]): OrderStatus[] =>
  bulkOrderStatusTargets.filter((to) =>
    orders.some((order) => statusChoices(order.status).includes(to)),
  );

export const orderStatusColors: Record<OrderStatus, StatusTagPaletteColor> = {
  [OrderStatus.CANCELED]: 'error',
  [OrderStatus.PENDING]: 'warning',
  [OrderStatus.WAITING_FOR_DELIVERY]: 'info',
  [OrderStatus.DELIVERY]: 'primary',
  [OrderStatus.SUCCESS]: 'success',
  [OrderStatus.DELETED]: 'default',
  [OrderStatus.RECEIVED]: 'secondary',
  [OrderStatus.FINISHED]: 'success',
};
