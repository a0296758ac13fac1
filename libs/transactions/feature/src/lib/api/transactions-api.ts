import { api, searchParamsOf, type ExportRequest } from '@app/data-access-api';
import { exportPath, type BulkAnswer } from '@app/contract';
import {
  transactionPath,
  transactionsPaths,
  TransactionType,
  type ListTransactionsFilter,
  type TransactionAnswer,
  type TransactionListAnswer,
  type TransactionsFilter,
  type TransactionTotalsAnswer,
} from '@app/transactions-contract';

/** The list's filters (also the totals'), each left out when empty by `searchParamsOf`. */
const filterParams = (f: Partial<TransactionsFilter>) => ({
  text: f.text,
  user: f.user,
  type: f.type,
  status: f.status,
});

/**
 * The typed endpoint client of the transactions feature: the only file of the feature that knows
 * the paths. Reads report failures through the client's error hook (a toast); a decision is called
 * with `notify: false`, because its caller shows the outcome.
 */
export const getTransactions = (q: ListTransactionsFilter, signal?: AbortSignal) =>
  api
    .get(transactionsPaths.list, {
      searchParams: searchParamsOf({
        ...filterParams(q),
        startDate: q.startDate,
        endDate: q.endDate,
        page: q.page,
        quantity: q.quantity,
      }),
      signal,
    })
    .json<TransactionListAnswer>();

/** One transaction as the list shows it (a row changed elsewhere, repainted in place). */
export const getTransaction = (id: string) =>
  api
    .get(transactionPath(transactionsPaths.detail, id), { context: { notify: false } })
    .json<TransactionAnswer>();

/** The list's 'Xuất': its export path and the list call's query (the server ignores the page). */
export const transactionsExport = (q: ListTransactionsFilter): ExportRequest => ({
  path: exportPath(transactionsPaths.list),
  query: { ...filterParams(q), startDate: q.startDate, endDate: q.endDate },
});

/** The totals of the same filter as the list (`start` / `end` are the list's dates). */
export const getTransactionTotals = (f: Partial<TransactionsFilter>, signal?: AbortSignal) =>
  api
    .get(transactionsPaths.totals, {
      searchParams: searchParamsOf({ ...filterParams(f), start: f.startDate, end: f.endDate }),
      signal,
    })
    .json<TransactionTotalsAnswer>();

const deposit = (type: number) => type === TransactionType.DEPOSIT;

export const approveTransaction = (id: string, type: number) =>
  api
    .patch(
      transactionPath(
        deposit(type) ? transactionsPaths.depositApproval : transactionsPaths.withdrawApproval,
        id,
      ),
      { context: { notify: false } },
    )
    .json<TransactionAnswer>();

export const rejectTransaction = (id: string, type: number, notes: string) =>
  api
    .patch(
      transactionPath(
        deposit(type) ? transactionsPaths.depositReject : transactionsPaths.withdrawReject,
        id,
      ),
      { json: { notes }, context: { notify: false } },
    )
    .json<TransactionAnswer>();

/** Approves the pending rows `ids` at once, each by its own type; the answer reports every row. */
export const bulkApproveTransactions = (ids: string[]) =>
  api
    .post(transactionsPaths.bulkApprove, { json: { ids }, context: { notify: false } })
    .json<BulkAnswer>();

/** Rejects the pending rows `ids` at once with one reason; the answer reports every row. */
export const bulkRejectTransactions = (ids: string[], notes: string) =>
  api
    .post(transactionsPaths.bulkReject, { json: { ids, notes }, context: { notify: false } })
    .json<BulkAnswer>();
