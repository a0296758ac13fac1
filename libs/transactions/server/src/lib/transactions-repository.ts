import { eq } from 'drizzle-orm';
import type { HistoryEntry } from '@app/contract';
import {
  TRANSACTION_ENTITY,
  type ListTransactionsFilter,
  type Transaction,
  type TransactionsFilter,
  type TransactionTotals,
  type TransactionType,
} from '@app/transactions-contract';
import { transactions, type Db } from '@app/server-db';
import { found, missing, readHistory, type Page, type Result } from '@app/server-core';
import {
  findTransaction,
  listTransactions,
  transactionRows,
  transactionTotals,
} from './transaction-list';
import {
  settle,
  settleTransaction,
  type Decision,
  type DecisionBy,
} from './transaction-settlement';

export interface TransactionsRepositoryOptions {
  /** Up to this many matches the list's total is exact (default TRANSACTIONS_EXACT_COUNT_LIMIT). */
  exactCountLimit?: number;
}

/**
 * The queries of the wallet transactions domain: the list and its totals (`transaction-list`, one
 * WHERE for both), one transaction, and the decision that moves the money exactly once
 * (`transaction-settlement`). No HTTP here: what may fail answers a `Result`; the routes choose the
 * status.
 */
export function createTransactionsRepository(db: Db, options: TransactionsRepositoryOptions = {}) {
  return {
    /** One page, newest first, with the total: exact up to `exactCountLimit`, else an estimate. */
    list: (filter: ListTransactionsFilter): Promise<Page<Transaction>> =>
      listTransactions(db, filter, options.exactCountLimit),

    /** Every row `list` answers for the same filter, a batch at a time (the export). */
    exportRows: (filter: TransactionsFilter) => transactionRows(db, filter),

    /** The totals of exactly the rows `list` answers for the same filter. */
    totals: (filter: TransactionsFilter): Promise<TransactionTotals> =>
      transactionTotals(db, filter),

    async get(id: string): Promise<Result<Transaction>> {
      const row = await findTransaction(db, id);
      return row ? found(row) : missing;
    },

    /** One page of the transaction's history (its decision), newest first; not found when it is not there. */
    async history(
      id: string,
      paging: { page: number; quantity: number },
    ): Promise<Result<Page<HistoryEntry>>> {
      const [row] = await db
        .select({ id: transactions.id })
        .from(transactions)
        .where(eq(transactions.id, id));
      if (!row) return missing;
      return found(await readHistory(db, TRANSACTION_ENTITY, id, paging));
    },

    decide: (id: string, kind: TransactionType, decision: Decision, by: DecisionBy) =>
      settleTransaction(db, id, kind, decision, by),

    /**
     * The same decision as `decide`, of the row's own type (deposit or withdrawal), without reading
     * the row back: the bulk actions' row. Answers the refusal, or `found(undefined)` when done.
     */
    async decideAny(id: string, decision: Decision, by: DecisionBy): Promise<Result<undefined>> {
      const refusal = await settle(db, id, 'any', decision, by);
      return refusal ?? found(undefined);
    },
  };
}

export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>;
