import {
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

/** The statuses the dropdown offers: the contract's allowed targets (never the current one); none when there is no dropdown. */
export function statusChoices(status: number): OrderStatus[] {
  if (!orderStatusesWithDropdown.includes(status as OrderStatus)) return [];
  return orderStatusTransitions[status as OrderStatus].filter((s) => s !== status);
}

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
