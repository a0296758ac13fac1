import {
  requestStatusLabels,
  transactionTypeLabels,
  type RequestStatus,
  type Transaction,
  type TransactionType,
} from '@app/transactions-contract';
import type { ExportFile } from '@app/server-core';

/** The transaction list's export (`<list path>/export`): every transaction its filters select. */
export const transactionExport: ExportFile<Transaction> = {
  fileStem: 'giao-dich',
  sheetName: 'Giao dịch',
  columns: [
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
  ],
};
