import { api } from '@app/data-access-api';
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

type Params = Record<string, string | number>;

/** The filter as query parameters, empty ones left out. */
const filterParams = (f: Partial<TransactionsFilter>): Params => {
  const p: Params = {};
  if (f.text) p['text'] = f.text;
  if (f.user) p['user'] = f.user;
  if (f.type !== undefined) p['type'] = f.type;
  if (f.status !== undefined) p['status'] = f.status;
  return p;
};

/**
 * The typed endpoint client of the transactions feature: the only file of the feature that knows
 * the paths. Reads report failures through the client's error hook (a toast); a decision is called
 * with `notify: false`, because its caller shows the outcome.
 */
export const getTransactions = (q: ListTransactionsFilter, signal?: AbortSignal) =>
  api
    .get(transactionsPaths.list, {
      searchParams: {
        ...filterParams(q),
        ...(q.startDate ? { startDate: q.startDate } : {}),
        ...(q.endDate ? { endDate: q.endDate } : {}),
        page: q.page,
        quantity: q.quantity,
      },
      signal,
    })
    .json<TransactionListAnswer>();

/** The totals of the same filter as the list (`start` / `end` are the list's dates). */
export const getTransactionTotals = (f: Partial<TransactionsFilter>, signal?: AbortSignal) =>
  api
    .get(transactionsPaths.totals, {
      searchParams: {
        ...filterParams(f),
        ...(f.startDate ? { start: f.startDate } : {}),
        ...(f.endDate ? { end: f.endDate } : {}),
      },
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
