/**
 * The orders domain's enumerations: their values (the database's vocabulary too: the demo-data seeder and the
 * schema's comments use them) and their Vietnamese labels (vi-glossary.md). They live here, not in the
 * shared contract, so that changing one reaches only this domain and the apps (README, "What a change
 * reaches").
 */

export const OrderStatus = {
  CANCELED: 0,
  PENDING: 1,
  DELIVERY: 2,
  SUCCESS: 3,
  DELETED: 4,
  RECEIVED: 5,
  FINISHED: 6,
  WAITING_FOR_DELIVERY: 20,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const orderStatusValues = Object.values(OrderStatus) as OrderStatus[];
export const orderStatusLabels: Record<OrderStatus, string> = {
  [OrderStatus.CANCELED]: 'Đã hủy',
  [OrderStatus.PENDING]: 'Chờ xác nhận',
  [OrderStatus.WAITING_FOR_DELIVERY]: 'Chờ giao hàng',
  [OrderStatus.DELIVERY]: 'Đang giao',
  [OrderStatus.SUCCESS]: 'Giao thành công',
  [OrderStatus.DELETED]: 'Đã xóa',
  [OrderStatus.RECEIVED]: 'Đã nhận hàng',
  [OrderStatus.FINISHED]: 'Hoàn thành',
};

export const UnpaidReason = {
  DEBIT: 30,
  WIRE_TRANSFER_PENDING: 40,
} as const;
export type UnpaidReason = (typeof UnpaidReason)[keyof typeof UnpaidReason];
export const unpaidReasonValues = Object.values(UnpaidReason) as UnpaidReason[];
export const unpaidReasonLabels: Record<UnpaidReason, string> = {
  [UnpaidReason.DEBIT]: 'Nợ đơn',
  [UnpaidReason.WIRE_TRANSFER_PENDING]: 'Chuyển khoản',
};

/** Payment methods travel as their names (the spec does not show numeric values). */
export const PaymentMethod = {
  COD: 'COD',
  WIRE_TRANSFER: 'WIRE_TRANSFER',
  BEEBOX_PAY: 'BEEBOX_PAY',
} as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
export const paymentMethodValues = Object.values(PaymentMethod) as PaymentMethod[];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  [PaymentMethod.COD]: 'Tiền mặt (COD)',
  [PaymentMethod.WIRE_TRANSFER]: 'Chuyển khoản',
  [PaymentMethod.BEEBOX_PAY]: 'Ví điện tử',
};
