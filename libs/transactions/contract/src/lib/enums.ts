/**
 * The transactions domain's enumerations: their values (the database's vocabulary too: the demo-data seeder and the
 * schema's comments use them) and their Vietnamese labels (vi-glossary.md). They live here, not in the
 * shared contract, so that changing one reaches only this domain and the apps (README, "What a change
 * reaches").
 */

import { labelledEnum } from '@app/contract';

/** Status of a business request (transactions, shippers): pending 0, approved 1, rejected 2. */
export const {
  byName: RequestStatus,
  labels: requestStatusLabels,
  values: requestStatusValues,
} = labelledEnum({
  PENDING: [0, 'Chờ xử lý'],
  APPROVED: [1, 'Đã duyệt'],
  REJECTED: [2, 'Đã từ chối'],
});
export type RequestStatus = (typeof RequestStatus)[keyof typeof RequestStatus];

export const {
  byName: TransactionType,
  labels: transactionTypeLabels,
  values: transactionTypeValues,
} = labelledEnum({
  DEPOSIT: [0, 'Nạp tiền'],
  WITHDRAW: [1, 'Rút tiền'],
});
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];
