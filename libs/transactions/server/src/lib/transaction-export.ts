import {
  requestStatusLabels,
  transactionTypeLabels,
  type RequestStatus,
  type Transaction,
  type TransactionsFilter,
  type TransactionType,
} from '@app/transactions-contract';
import type { ExportColumn, ExportSpec } from '@app/server-core';
import type { TransactionsRepository } from './transactions-repository';

/** The transaction export's columns: what the list and the view dialog show, one column a fact. */
export const transactionExportColumns: readonly ExportColumn<Transaction>[] = [
  { header: 'Mã giao dịch', value: (r) => r.transactionCode, width: 20 },
  { header: 'Người dùng', value: (r) => r.user.name, width: 24 },
  { header: 'Ngày yêu cầu', kind: 'datetime', value: (r) => r.createdAt },
  { header: 'Loại', value: (r) => transactionTypeLabels[r.type as TransactionType] ?? '' },
  { header: 'Số tiền', kind: 'money', value: (r) => r.amount },
  { header: 'Trạng thái', value: (r) => requestStatusLabels[r.status as RequestStatus] ?? '' },
  { header: 'Ngày giao dịch', kind: 'datetime', value: (r) => r.transactionDate },
  { header: 'Biến động số dư', kind: 'money', value: (r) => r.balanceChanged },
  { header: 'Nội dung', value: (r) => r.content, width: 32 },
  { header: 'Ngân hàng', value: (r) => r.transactionBank?.bankName },
  { header: 'Số tài khoản', value: (r) => r.transactionBank?.accountNumber },
  { header: 'Chủ tài khoản', value: (r) => r.transactionBank?.accountHolder, width: 24 },
  { header: 'Ghi chú', value: (r) => r.notes, width: 32 },
];

/** The transaction list's export (`<list path>/export`): every transaction its filters select. */
export const transactionExport = (
  repo: TransactionsRepository,
  filter: TransactionsFilter,
): ExportSpec<Transaction> => ({
  fileStem: 'giao-dich',
  sheetName: 'Giao dịch',
  columns: transactionExportColumns,
  batches: repo.exportRows(filter),
});
