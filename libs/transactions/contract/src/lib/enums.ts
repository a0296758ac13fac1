/**
 * The transactions domain's enumerations: their values (the database's vocabulary too: the demo-data seeder and the
 * schema's comments use them) and their Vietnamese labels (vi-glossary.md). They live here, not in the
 * shared contract, so that changing one reaches only this domain and the apps (README, "What a change
 * reaches").
 */

/** Status of a business request (transactions, shippers): pending 0, approved 1, rejected 2. */
export const RequestStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export type RequestStatus = (typeof RequestStatus)[keyof typeof RequestStatus];
export const requestStatusLabels: Record<RequestStatus, string> = {
  [RequestStatus.PENDING]: 'Chờ xử lý',
  [RequestStatus.APPROVED]: 'Đã duyệt',
  [RequestStatus.REJECTED]: 'Đã từ chối',
};

export const TransactionType = { DEPOSIT: 0, WITHDRAW: 1 } as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];
export const transactionTypeLabels: Record<TransactionType, string> = {
  [TransactionType.DEPOSIT]: 'Nạp tiền',
  [TransactionType.WITHDRAW]: 'Rút tiền',
};
