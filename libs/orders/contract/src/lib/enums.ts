/**
 * The orders domain's enumerations: their values (the database's vocabulary too: the demo-data seeder and the
 * schema's comments use them) and their Vietnamese labels (vi-glossary.md). They live here, not in the
 * shared contract, so that changing one reaches only this domain and the apps (README, "What a change
 * reaches").
 */

import { labelledEnum } from '@app/contract';

export const {
  byName: OrderStatus,
  labels: orderStatusLabels,
  values: orderStatusValues,
} = labelledEnum({
  CANCELED: [0, 'Đã hủy'],
  PENDING: [1, 'Chờ xác nhận'],
  DELIVERY: [2, 'Đang giao'],
  SUCCESS: [3, 'Giao thành công'],
  DELETED: [4, 'Đã xóa'],
  RECEIVED: [5, 'Đã nhận hàng'],
  FINISHED: [6, 'Hoàn thành'],
  WAITING_FOR_DELIVERY: [20, 'Chờ giao hàng'],
});
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export const {
  byName: UnpaidReason,
  labels: unpaidReasonLabels,
  values: unpaidReasonValues,
} = labelledEnum({
  DEBIT: [30, 'Nợ đơn'],
  WIRE_TRANSFER_PENDING: [40, 'Chuyển khoản'],
});
export type UnpaidReason = (typeof UnpaidReason)[keyof typeof UnpaidReason];

/** Payment methods travel as their names (the spec does not show numeric values). */
export const {
  byName: PaymentMethod,
  labels: paymentMethodLabels,
  values: paymentMethodValues,
} = labelledEnum({
  COD: ['COD', 'Tiền mặt (COD)'],
  WIRE_TRANSFER: ['WIRE_TRANSFER', 'Chuyển khoản'],
  BEEBOX_PAY: ['BEEBOX_PAY', 'Ví điện tử'],
});
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
