import { listOpening, listSearch } from '@app/data-access-api';
import { transactionsPaths, type TransactionListAnswer } from '@app/transactions-contract';
import { paths } from '@app/util-auth';
import { formatMoney } from '@app/util-format';
import { messages } from './messages';

/**
 * The command palette's transactions: by code (or content, or account); Enter opens the
 * transaction in its list, as 'Xem' does.
 */
export const transactionSearch = listSearch<TransactionListAnswer>({
  group: messages.searchGroup,
  route: paths.transaction,
  path: transactionsPaths.list,
  hit: (row) => ({
    label: row.transactionCode,
    detail: `${row.user.name} · ${formatMoney(row.amount)}`,
    to: listOpening(paths.transaction, { text: row.transactionCode }, row._id),
  }),
});
