import type {
  ListTransactionsFilter,
  Transaction,
  TransactionsFilter,
} from '@app/transactions-contract';
import {
  createMutationStore,
  createQueryStore,
  mapRows,
  useQuery,
  type ApiError,
  type MutationResult,
} from '@app/data-access-api';
import {
  approveTransaction,
  getTransaction,
  getTransactions,
  getTransactionTotals,
  rejectTransaction,
} from '../api/transactions-api';

/** The outcome of a decision, with the message to show. */
export type DecisionResult =
  | { ok: true; message: string; data: Transaction }
  /** `conflict`: decided meanwhile or the balance is too low (409); `invalid`: the input (400). */
  | { ok: false; message: string; conflict: boolean; invalid: boolean; error: ApiError };

/**
 * The transactions feature's data, built from data-access-api's factory:
 * - `list`: the page on screen; the previous rows stay while the next page or filter loads;
 * - `totals`: the deposit and withdraw totals of the same filter;
 * - `changes`: the decisions in flight, `pending[id]` while one runs.
 */
export const transactionsStore = {
  list: createQueryStore({ fetch: getTransactions, keepPrevious: true }),
  totals: createQueryStore({ fetch: getTransactionTotals, keepPrevious: true }),
  changes: createMutationStore(),
};

export const useTransactionsList = (query: ListTransactionsFilter) =>
  useQuery(transactionsStore.list, query);
export const useTransactionTotals = (filter: Partial<TransactionsFilter>) =>
  useQuery(transactionsStore.totals, filter);
export const useDecidingTransactions = () => transactionsStore.changes((s) => s.pending);

/**
 * The answer's row in place (its status and transaction date show at once), and the user's new
 * balance on every row of that user.
 */
const withRow = (row: Transaction) =>
  mapRows((r: Transaction) =>
    r._id === row._id ? row : r.user._id === row.user._id ? { ...r, user: row.user } : r,
  );

async function decide(
  row: Transaction,
  call: () => Promise<{ data: Transaction; message?: string }>,
): Promise<DecisionResult> {
  const result: MutationResult<{ data: Transaction; message?: string }> =
    await transactionsStore.changes.getState().run(row._id, call, {
      onSuccess: ({ data }) => transactionsStore.list.getState().update(withRow(data)),
    });
  if (result.ok) return { ok: true, message: result.data.message ?? '', data: result.data.data };
  const { error } = result;
  const conflict = error.status === 409;
  // Decided elsewhere meanwhile: show the list as it is now.
  if (conflict) void transactionsStore.list.getState().invalidate();
  return { ok: false, message: error.message, conflict, invalid: error.status === 400, error };
}

export const approve = (row: Transaction) =>
  decide(row, () => approveTransaction(row._id, row.type));

export const reject = (row: Transaction, notes: string) =>
  decide(row, () => rejectTransaction(row._id, row.type, notes));

/** After a bulk action: the list and its totals load again (rows were decided, balances moved). */
export function reloadTransactions(): void {
  void transactionsStore.list.getState().invalidate();
  void transactionsStore.totals.getState().invalidate();
}

/**
 * A transaction changed elsewhere (the live stream, issue 28; a dialog's 'Tải lại'): its row read
 * again and replaced in place, in every held page, even if it no longer matches the filter (nothing
 * moves under the pointer); the totals read again. Answers the row as it is now. A row that is gone
 * (deleted) reloads the list.
 */
export async function refreshTransaction(id: string): Promise<Transaction | undefined> {
  try {
    const { data } = await getTransaction(id);
    transactionsStore.list.getState().update(withRow(data));
    void transactionsStore.totals.getState().invalidate();
    return data;
  } catch {
    reloadTransactions();
    return undefined;
  }
}

/** Forgets everything (tests; a new session). */
export function resetTransactionsStore(): void {
  transactionsStore.list.getState().reset();
  transactionsStore.totals.getState().reset();
  transactionsStore.changes.setState({ pending: {} });
}
