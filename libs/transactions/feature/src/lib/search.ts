import { listOpening, type RecordSearch } from '@app/data-access-api';
import { paths } from '@app/util-auth';
import { formatMoney } from '@app/util-format';
import { searchTransactions } from './api/transactions-api';
import { messages } from './messages';

/** The command palette's transactions: by code; Enter opens the transaction in its list, as 'Xem' does. */
export const transactionSearch: RecordSearch = {
  group: messages.searchGroup,
  route: paths.transaction,
  search: async (text, signal) =>
    (await searchTransactions(text, signal)).data.map((row) => ({
      id: row._id,
      label: row.transactionCode,
      detail: `${row.user.name} · ${formatMoney(row.amount)}`,
      to: listOpening(paths.transaction, { text: row.transactionCode }, row._id),
    })),
};
